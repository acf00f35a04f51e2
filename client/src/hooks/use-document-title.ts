import { useEffect } from "react";

/** The app's name, alone on the landing page (client/index.html) and after each page's own title. */
const APP_TITLE = "Vowch";

/**
 * Sets the document title to "{title} · Vowch" while the page shows (each page names
 * itself in the tab, the history list and to screen readers). An undefined title (still loading)
 * leaves the title as it is.
 */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} · ${APP_TITLE}`;
  }, [title]);
}
