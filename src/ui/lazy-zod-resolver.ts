import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * react-hook-form's zod resolver, loaded on first use. zod and the form's schema are ~25 KB of
 * gzip JavaScript that a visitor only needs once they start filling a form in, so public pages
 * keep them out of their first load (the 150 KB budget, docs/performance.md). The schema is
 * still the one the API validates with. Call `preload()` when the form gets focus so that the
 * first validation does not wait for the network.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  loadSchema: () => Promise<ZodType<TOutput, TInput>>,
) {
  let ready: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const preload = () => {
    ready ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<TInput, unknown, TOutput>,
    );
    return ready;
  };
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
