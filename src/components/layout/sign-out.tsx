/** The hint cookie a team server sets at sign-in (team-auth.ts): readable here, it holds nothing secret. */
const SIGNED_IN = /(?:^|;\s*)sb_signed_in=1(?:;|$)/;

/**
 * Ends this browser's session on a team server (on every replica), then shows the sign-in page. A plain form post:
 * it works before and without any script of the page, and another site cannot send it with the session's cookie.
 * Nothing on a server without a team token, where nobody signs in.
 */
export function SignOut() {
  if (!SIGNED_IN.test(document.cookie)) return null;
  return (
    <form method="post" action="/logout">
      <button
        type="submit"
        className="whitespace-nowrap rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
      >
        Sign out
      </button>
    </form>
  );
}
