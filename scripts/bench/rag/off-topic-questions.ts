// Questions no policy knowledge base answers: everyday topics far from company policy (cooking,
// sport, astronomy, programming, travel trivia, nature, history, music, health, DIY). The assistant
// should abstain on them (confidence below 0.7). Written for the benchmark; not drawn from the sets.
export const OFF_TOPIC_QUESTIONS: readonly string[] = [
  // Cooking
  "How long should I boil an egg for a runny yolk?",
  "What is the best way to caramelise onions?",
  "Can I substitute baking soda for baking powder in a cake?",
  "How do you make a sourdough starter from scratch?",
  "What temperature should a medium-rare steak reach?",
  "Why does my risotto turn out gluey?",
  // Sport
  "Who won the football World Cup in 2014?",
  "How many players are on a rugby union team?",
  "What is the offside rule in ice hockey?",
  "How do I improve my marathon running pace?",
  "What does a birdie mean in golf?",
  "How is a tie-break scored in tennis?",
  // Astronomy and physics
  "How far is the Moon from the Earth?",
  "Why is Mars red?",
  "What is a black hole made of?",
  "How many moons does Jupiter have?",
  "When is the next total solar eclipse visible in Europe?",
  "What is the speed of light in a vacuum?",
  // Programming
  "How do I reverse a linked list in Python?",
  "What is the difference between let and const in JavaScript?",
  "How do I fix a segmentation fault in C?",
  "What does the git rebase command do?",
  "How can I center a div with CSS flexbox?",
  "What is a closure in functional programming?",
  "How do I write a recursive Fibonacci function in Rust?",
  // Geography and travel trivia
  "What is the capital city of Australia?",
  "Which is the longest river in South America?",
  "What language is spoken in Brazil?",
  "How tall is Mount Kilimanjaro?",
  "What is the best season to see the northern lights in Iceland?",
  // Nature and animals
  "How long do tortoises live?",
  "Why do cats purr?",
  "What do bees do in winter?",
  "How often should I water a cactus?",
  "Which birds migrate the farthest each year?",
  // History and culture
  "Who painted the Mona Lisa?",
  "When did the Roman Empire fall?",
  "Who wrote the novel Pride and Prejudice?",
  "What caused the First World War?",
  "How were the pyramids of Giza built?",
  // Music and entertainment
  "How do I tune a guitar to drop D?",
  "Who composed the Four Seasons?",
  "What are the rules of chess castling?",
  "How many seasons does the series Breaking Bad have?",
  // Health and everyday life
  "How many hours of sleep does a teenager need?",
  "What are the symptoms of vitamin D deficiency?",
  "How do I get red wine stains out of a carpet?",
  "How do I change a flat tyre on a bicycle?",
  "What is the best way to learn to juggle three balls?",
  "How do I grow tomatoes on a balcony?",
  "Why is the sky blue?",
  "How do volcanoes form?",
];
