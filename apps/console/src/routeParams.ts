import { useParams } from 'react-router-dom';

/**
 * A route's numeric id parameter: a positive whole number, or undefined when the address has a
 * malformed one or none at all. A breadcrumb can render once more while the router leaves its
 * page, when the parameter is already gone: it must then ask for nothing.
 */
export function useIdParam(name: string): number | undefined {
  const id = Number(useParams()[name]);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
