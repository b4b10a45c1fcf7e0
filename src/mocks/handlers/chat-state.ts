/**
 * The embedded backend's chat conversations: one per browser chat session and target (customer
 * service, or a streamer's support group). Bounded, so a long demo cannot grow it without limit.
 * A support agent answers each message after a short delay: the reply is stored at once with a
 * later time and listed only once that time has come.
 */

export type Author = 'user' | 'agent';

export interface StoredMessage {
  id: string;
  from: Author;
  text: string;
  at: number;
  client_id?: string;
}

export const MAX_CONVERSATIONS = 500;
export const MAX_MESSAGES = 200;
export const MAX_TEXT = 2000;
export const DEFAULT_REPLY_DELAY_MS = 1200;
export const AGENT_NAME = 'Mia';
export const GROUP_AGENT_NAME = 'Leo';

const conversations = new Map<string, StoredMessage[]>();
let replyDelayMs = DEFAULT_REPLY_DELAY_MS;
let counter = 0;

export function conversationKey(personaId: string, session: string, to: string | null): string {
  return `${personaId}|${session}|${to ?? ''}`;
}

/** Messages whose time has come, oldest first. */
export function visibleMessages(key: string, now: number): StoredMessage[] {
  return (conversations.get(key) ?? []).filter((m) => m.at <= now);
}

function take(key: string): StoredMessage[] {
  let list = conversations.get(key);
  if (!list) {
    list = [];
    conversations.set(key, list);
    if (conversations.size > MAX_CONVERSATIONS) conversations.delete(conversations.keys().next().value!);
  }
  return list;
}

function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** The canned reply of the support agent (or of the streamer's support group). */
export function agentReply(text: string, to: string | null, nickname: string | null): string {
  const hello = nickname ? `Hi ${nickname}, ` : 'Hi, ';
  if (to) return `${hello}this is the streamer support team for group ${to}. We got your message "${quote(text)}" and will pass it on.`;
  if (/deposit/i.test(text))
    return `${hello}deposits arrive after the network confirmations the coin needs. You can follow yours in Assets → Deposit history.`;
  if (/withdraw/i.test(text))
    return `${hello}withdrawals are usually reviewed within 30 minutes. If yours is still pending, please send us the transaction ID.`;
  if (/kyc|verif/i.test(text))
    return `${hello}you can complete identity verification under Account → Identity verification. It usually takes a few minutes.`;
  return `${hello}thanks for your message "${quote(text)}". An agent is looking into it and will reply here shortly.`;
}

/**
 * Stores the visitor's message (once per client_id) and the agent's reply `replyDelayMs` later.
 * Returns the stored visitor message.
 */
export function postMessage(
  key: string,
  input: { text: string; clientId?: string; to: string | null; nickname: string | null; now: number },
): StoredMessage {
  const list = take(key);
  const existing = input.clientId ? list.find((m) => m.client_id === input.clientId) : undefined;
  if (existing) return existing;
  const mine: StoredMessage = {
    id: `m${++counter}`,
    from: 'user',
    text: input.text,
    at: input.now,
    ...(input.clientId ? { client_id: input.clientId } : {}),
  };
  const reply: StoredMessage = {
    id: `m${++counter}`,
    from: 'agent',
    text: agentReply(input.text, input.to, input.nickname),
    at: input.now + replyDelayMs,
  };
  list.push(mine, reply);
  if (list.length > MAX_MESSAGES) list.splice(0, list.length - MAX_MESSAGES);
  return mine;
}

/** Tests: how long the agent takes to answer. */
export function setReplyDelay(ms: number): void {
  replyDelayMs = ms;
}

export function resetChatState(): void {
  conversations.clear();
  replyDelayMs = DEFAULT_REPLY_DELAY_MS;
  counter = 0;
}
