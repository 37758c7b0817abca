// Texts and the sentences they must be cut into, checked in workerd (worker/domain/text/sentences.test.ts)
// and in plain Node (test/node/sentences-in-node.test.ts): both runtimes carry their own ICU, and
// the cut must be the same in the Worker, the bench and the Slack bot. Most are quoted from the
// public evaluation texts (PolicyQA's privacy policies, the H2O bank policy); each stands for one
// way Unicode's sentence rules alone would cut a policy wrong, or right where the old splitters did not.
export interface SentenceExample {
  what: string;
  text: string;
  sentences: string[];
}

export const SENTENCE_EXAMPLES: SentenceExample[] = [
  {
    what: "a company's legal form does not end its name's sentence (PolicyQA)",
    text: 'Caribou Coffee Company, Inc. ("Caribou Coffee") knows that you care how information about you is used and shared.',
    sentences: [
      'Caribou Coffee Company, Inc. ("Caribou Coffee") knows that you care how information about you is used and shared.',
    ],
  },
  {
    what: "initials and dotted abbreviations do not end a sentence (PolicyQA)",
    text: "You do this through your browser (e.g. Microsoft Internet Explorer, Mozilla Firefox, Google Chrome, or Apple Safari) settings. The Framework is set forth by the U.S. Department of Commerce.",
    sentences: [
      "You do this through your browser (e.g. Microsoft Internet Explorer, Mozilla Firefox, Google Chrome, or Apple Safari) settings.",
      "The Framework is set forth by the U.S. Department of Commerce.",
    ],
  },
  {
    what: "titles, initials and e.g. before a capital",
    text: "Claims go to Mr. Smith, e.g. by mail. Receipts are kept. G.P. Notes are permanent records.",
    sentences: [
      "Claims go to Mr. Smith, e.g. by mail.",
      "Receipts are kept.",
      "G.P. Notes are permanent records.",
    ],
  },
  {
    what: "a web address ends a sentence like any word (PolicyQA)",
    text: "This policy covers information that we collect from you on www.fool.com. Please read the following to understand our practices.",
    sentences: [
      "This policy covers information that we collect from you on www.fool.com.",
      "Please read the following to understand our practices.",
    ],
  },
  {
    what: "a question mark inside a quoted title or a web address does not end a sentence (PolicyQA)",
    text: 'We may tell you about products that may interest you. See "What Are Your Choices?" below for more information. You can find a list of allowed third-party ads by going to https://www.google.com/adsense/support/bin/answer.py?answer=94149topic=14535.',
    sentences: [
      "We may tell you about products that may interest you.",
      'See "What Are Your Choices?" below for more information.',
      "You can find a list of allowed third-party ads by going to https://www.google.com/adsense/support/bin/answer.py?answer=94149topic=14535.",
    ],
  },
  {
    what: "decimal figures and clause references stay inside their sentence (PolicyQA)",
    text: "The standard fee is $0.75 per page and must generally be paid before we give the copies to you. Section 4.2.1 covers meals.",
    sentences: [
      "The standard fee is $0.75 per page and must generally be paid before we give the copies to you.",
      "Section 4.2.1 covers meals.",
    ],
  },
  {
    what: "a clause number opens the sentence after it (H2O bank policy)",
    text: "Records also become important in case of any information sought by any citizen of India under RTI Act. 2. General Guidelines: I. All books and registers, in current use, must be entered serially. II. An employee handling a particular book will be responsible for its custody.",
    sentences: [
      "Records also become important in case of any information sought by any citizen of India under RTI Act.",
      "2. General Guidelines: I. All books and registers, in current use, must be entered serially.",
      "II. An employee handling a particular book will be responsible for its custody.",
    ],
  },
  {
    what: '"etc." at the end of a sentence ends it (H2O bank policy)',
    text: "Records are required for verification by an external statutory body or regulator like RBI, SEBI etc. Apart from these requirements, we also need records frequently as a reference.",
    sentences: [
      "Records are required for verification by an external statutory body or regulator like RBI, SEBI etc.",
      "Apart from these requirements, we also need records frequently as a reference.",
    ],
  },
  {
    what: '"No." before a figure is a number; elsewhere it is the word',
    text: "Claims are filed on Form No. 12 within 30 days. The answer is no. Staff must ask first.",
    sentences: [
      "Claims are filed on Form No. 12 within 30 days.",
      "The answer is no.",
      "Staff must ask first.",
    ],
  },
  {
    what: "a sentence may start with a figure",
    text: "Notice of an appeal is given in writing. 30 days are allowed for it.",
    sentences: ["Notice of an appeal is given in writing.", "30 days are allowed for it."],
  },
  {
    what: "citation marks after the stop belong to the sentence before them (a model's answer)",
    text: "Claims are paid within 30 days. [1] [2] Receipts are kept for seven years [3].",
    sentences: ["Claims are paid within 30 days. [1] [2]", "Receipts are kept for seven years [3]."],
  },
  {
    what: "a line break inside a paragraph is a space (text from a PDF wraps mid-sentence)",
    text: "Maintenance of records in the Bank is one of the\nimportant tasks. Records are required for various purposes.",
    sentences: [
      "Maintenance of records in the Bank is one of the important tasks.",
      "Records are required for various purposes.",
    ],
  },
  {
    what: "nothing to cut",
    text: "  \n ",
    sentences: [],
  },
];
