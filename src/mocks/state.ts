import { resetChatState } from './handlers/chat-state';
import { resetErrorReports } from './handlers/footer';

/**
 * The embedded backend's only mutable state: analytics events and saved fund-password
 * frequencies. Tests call resetMockState() between cases.
 */
export const MAX_EVENTS = 500;

const events: unknown[] = [];
const frequencies = new Map<string, number>();

export function recordEvents(batch: readonly unknown[]): void {
  events.push(...batch);
  if (events.length > MAX_EVENTS) events.splice(0, events.length - MAX_EVENTS);
}

export function recordedEvents(): unknown[] {
  return [...events];
}

export function clearEvents(): void {
  events.length = 0;
}

/** Default validity: one hour (1). */
export function frequencyOf(personaId: string): number {
  return frequencies.get(personaId) ?? 1;
}

export function setFrequency(personaId: string, value: number): void {
  frequencies.set(personaId, value);
}

export function resetMockState(): void {
  clearEvents();
  frequencies.clear();
  resetChatState();
  resetErrorReports();
}
