import Link from 'next/link';

export default function NotFound() {
  return (
    <section className="not-found" data-testid="not-found">
      <h1>We could not find that page</h1>
      <p>The experience or city may no longer be available.</p>
      <Link href="/">Back to the home page</Link>
    </section>
  );
}
