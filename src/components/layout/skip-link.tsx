/** The first stop of the keyboard: straight to the page's own content, past the header. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
    >
      Skip to content
    </a>
  );
}
