'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';

/** Goes back one page at once; with nothing to go back to, offers the home page instead. */
export function GoBack() {
  const [stuck, setStuck] = useState(false);
  const wentBack = useRef(false);

  useEffect(() => {
    // Once only: a second back (effects run twice in development) would leave the site.
    if (wentBack.current) return;
    wentBack.current = true;
    if (window.history.length > 1) window.history.back();
    else setStuck(true);
  }, []);

  return (
    <section className="not-found" data-testid="sm-authenticate">
      <h1>Sign-in did not complete</h1>
      <p>{stuck ? 'You can try again from any page.' : 'Taking you back…'}</p>
      {stuck && (
        <Link href="/" data-testid="sm-authenticate-home">
          Go to the home page
        </Link>
      )}
    </section>
  );
}
