/*
 * The lists of a calendar invite (issue 27, t1021-t1060): "Required: Tuan Hoang (Hanoi Garments),
 * Burak Çelik (Ankara Denim)", "Optional: Kaan Yilmaz". Each names who is asked to the meeting, as
 * "Attendees:" does, with their companies in parentheses (attendees.ts reads the list).
 */
export const INVITE_HEADS: ReadonlySet<string> = new Set(['required', 'optional', 'invited'])
