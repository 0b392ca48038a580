/** A policy page as data: the page component lays every one out the same way. */
export type LegalSection = { heading: string; paragraphs: readonly string[] };

export type LegalDocument = {
  /** The page's path, its heading and what a search result shows. */
  path: string;
  title: string;
  description: string;
  /** When the text last changed (shown, so a customer knows which version applies). */
  updated: string;
  sections: readonly LegalSection[];
};
