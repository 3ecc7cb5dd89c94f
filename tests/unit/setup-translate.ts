// Data modules call translate() from @docusaurus/Translate; in unit tests it
// returns the English message, with its {placeholders} filled in, as the site does in the default locale.
export function translate(
  {message}: {message: string; id?: string; description?: string},
  values: Record<string, string | number> = {},
): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
