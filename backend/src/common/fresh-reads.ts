/**
 * One query shared by the callers that may take its answer. A caller gets the answer of a read
 * sent after it called, never of one already out: that one may have missed a write committed just
 * before the call, by another instance for instance. So while a read is out, the callers that
 * arrive wait for one more, sent when it comes back (answered or failed); under load that is one
 * query per round trip to the database instead of one per caller, with the same promise as a
 * query of their own: every write committed before the call is seen.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let sent: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const send = (): Promise<T> => {
    queued = undefined;
    const reading = read().finally(() => {
      if (sent === reading) sent = undefined;
    });
    sent = reading;
    return reading;
  };
  return () => {
    if (!sent) return send();
    queued ??= sent.then(send, send);
    return queued;
  };
}
