/**
 * Decodes of a whole photo, one at a time. Where the browser has no ImageDecoder (WebKit) the
 * preview, a converted WebP/AVIF/HEIC and a re-encoded upload file start from the photo decoded at
 * full size: 192 MB of pixels for 48 MP. Two such jobs at once (a new photo chosen while the last one
 * still decodes, an upload re-encoded beside a preview) would hold two; queued, the next one starts
 * only after the last one's pixels were let go, since `work` closes what it decoded before it ends.
 */
let last: Promise<unknown> = Promise.resolve();

export function oneWholeDecodeAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = last.then(work, work);
  last = turn.catch(() => undefined);
  return turn;
}
