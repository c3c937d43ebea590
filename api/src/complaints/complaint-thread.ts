/**
 * The Message-IDs of the mails about one complaint. The acknowledgement gets the complaint's own; every answer
 * gets its own and names the acknowledgement's (and the earlier answers') in In-Reply-To and References
 * (RFC 5322), so mail clients thread them under the acknowledgement, as they do by the `[C-123]` subject too.
 * On the complaint's site's host: a Message-ID's right side is the sender's domain.
 */
export function complaintThreadId(complaintId: number, host: string): string {
  return `<complaint-${complaintId}@${messageIdDomain(host)}>`;
}

export function complaintAnswerId(complaintId: number, answerId: number, host: string): string {
  return `<complaint-${complaintId}-answer-${answerId}@${messageIdDomain(host)}>`;
}

/** The headers that thread an answer: it replies to the newest mail before it, and references the whole thread. */
export function answerThreadHeaders(thread: readonly string[], own: string): Record<string, string> {
  return { 'Message-ID': own, 'In-Reply-To': thread.at(-1) ?? own, References: thread.join(' ') };
}

// A bare IPv6 host (a development site) has colons, which a Message-ID's domain may not hold unbracketed.
const messageIdDomain = (host: string) => (host.includes(':') ? `[${host}]` : host);
