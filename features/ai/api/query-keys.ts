// React Query keys of AI study help.
export const aiKeys = {
  all: ['ai'] as const,
  chats: () => [...aiKeys.all, 'chats'] as const,
  chat: (chatUuid: string) => [...aiKeys.all, 'chats', chatUuid] as const,
  usage: () => [...aiKeys.all, 'usage'] as const,
  parentAccesses: () => [...aiKeys.all, 'parent-accesses'] as const,
  courses: () => [...aiKeys.all, 'university-courses'] as const,
  learningBots: () => [...aiKeys.all, 'learning-bots'] as const,
};
