// What /chat's forms post to its action (routes/chat.tsx).

export const CHAT_INTENTS = {
  /** 'New conversation': the next questions start a conversation of their own. */
  newConversation: "new-conversation",
} as const;

/** An earlier conversation's address: /chat shows it to be read again. */
export const conversationPath = (conversationId: number) => `/chat?conversation=${conversationId}`;
