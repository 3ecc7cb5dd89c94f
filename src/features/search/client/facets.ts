import type {FacetFilters} from './algolia';

/** The facet values of a record: `language` and `docusaurus_tag`. */
export type FacetValues = Record<string, string>;

type Filter = {attribute: string; value: string; negated: boolean};

/** `'language:en'`, `'docusaurus_tag:-default'` (negated); `\-` keeps a leading dash literal. */
export function parseFacetFilter(filter: string): Filter {
  const colon = filter.indexOf(':');
  if (colon < 0) return {attribute: filter, value: '', negated: false};
  const attribute = filter.slice(0, colon);
  let value = filter.slice(colon + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  return {attribute, value, negated};
}

function matchesOne(filter: string, values: FacetValues): boolean {
  const {attribute, value, negated} = parseFacetFilter(filter);
  const actual = Object.prototype.hasOwnProperty.call(values, attribute) ? values[attribute] : undefined;
  return negated ? actual !== value : actual === value;
}

/**
 * Algolia's facetFilters: the outer list is an AND, an inner list an OR.
 * A filter on an attribute the record does not have never matches (a negated
 * one always does). No filters match everything.
 */
export function matchesFacetFilters(filters: FacetFilters | undefined, values: FacetValues): boolean {
  if (filters === undefined) return true;
  if (typeof filters === 'string') return matchesOne(filters, values);
  return filters.every((filter) =>
    typeof filter === 'string'
      ? matchesOne(filter, values)
      : filter.some((inner) => matchesFacetFilters(inner, values)),
  );
}
