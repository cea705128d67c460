import { data } from 'react-router';

/** Any unknown address under a language: the localised 404 page, with a real 404 status. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
