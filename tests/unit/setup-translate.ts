// Data modules call translate() from @docusaurus/Translate; in unit tests it
// returns the English message, as the site does in the default locale.
export function translate({message}: {message: string; id?: string}): string {
  return message;
}
