/**
 * `work`, waited for `ms` at the most: a route's loader holds the first draw for reads it would rather draw with
 * (no layout shift, no second layout), but a slow read does not hold the page any longer than that.
 */
export function atMost(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const moment = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work.then(() => undefined), moment]).finally(() => clearTimeout(timer));
}
