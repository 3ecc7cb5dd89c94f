type NetworkInformation = {effectiveType?: string; saveData?: boolean};

/**
 * True on a slow (2g) or data-saving connection, where Docusaurus does not
 * prefetch routes (its isSlowConnection in @docusaurus/core's docusaurus.js)
 * and the site's own prefetching holds back too.
 */
export function slowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}
