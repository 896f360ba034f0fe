/** Every cached answer of this area starts with this key. */
export const chatQueryKey = ['chat'] as const;
