/** A refusal's message as one line: the API's texts, or every field's. */
export function failureText(message: { txt?: string[] } | Record<string, string[] | undefined>): string {
  const texts = 'txt' in message && Array.isArray(message.txt) ? message.txt : Object.values(message).flat();
  return texts.filter((text): text is string => typeof text === 'string' && text.length > 0).join(' ');
}
