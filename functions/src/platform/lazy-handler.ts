type Handler = (...args: never[]) => unknown;

/**
 * A function's handler, imported on its first call. Every deployed function loads `index.ts`, so a handler imported
 * there statically would load every domain's code (and the engine, Razorpay's and Google's clients) into each
 * function's instance: a cold start of every module for one callable. Through this, an instance loads the triggers'
 * declarations and then only its own handler's module. A failed import is retried on the next call.
 */
export function lazyHandler<M extends Record<K, Handler>, K extends string>(
  load: () => Promise<M>,
  name: K,
): (...args: Parameters<M[K]>) => Promise<Awaited<ReturnType<M[K]>>> {
  let loading: Promise<M[K]> | undefined;
  type Result = Awaited<ReturnType<M[K]>>;
  return async (...args): Promise<Result> => {
    loading ??= load().then(
      (module) => module[name],
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    const handler = (await loading) as unknown as (...a: Parameters<M[K]>) => Result | PromiseLike<Result>;
    return await handler(...args);
  };
}
