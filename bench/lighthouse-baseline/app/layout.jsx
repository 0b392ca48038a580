// The bare Next.js app the Lighthouse bench measures in the same run as the store: one static page,
// no client component of ours. Its score is what the framework itself costs on this machine.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
