import { createContext, data } from "react-router";
import type { FormPost, PostedFormName } from "./form-post.ts";

// The route side of a form posted without JavaScript; the form side (src/lib/form-post.ts) is
// also in the browser islands, which must not pull React Router in.

/** Set by the server for a page rendered as the answer to a form post. */
export const formPostContext = createContext<FormPost | null>(null);

/**
 * The route action of a page that takes a form post: the outcome the server put in the context,
 * answered with its status. A post that did not come through the server's form handler finds
 * nothing and gets 405.
 */
export function answerFormPost(
  context: { get(key: typeof formPostContext): FormPost | null },
  form: PostedFormName,
) {
  const post = context.get(formPostContext);
  if (!post || post.form !== form) throw data(null, { status: 405 });
  return data(post, { status: post.status });
}
