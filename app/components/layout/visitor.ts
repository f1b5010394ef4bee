import { useRootData } from '~/lib/use-root-data';

/**
 * Who is logged in, as the page knows it. `known` is false on a page from the shared shell until its visitor
 * request answers: a null user then means "not known yet", so ask the server before sending anyone to log in.
 */
export function useVisitor() {
  const root = useRootData();
  return { user: root?.user ?? null, known: root?.visitorKnown ?? true };
}
