export default function Page() {
  return (
    <main>
      <h1>Privacy</h1>
      {Array.from({ length: 12 }, (_, i) => (
        <p key={i}>
          Your name, mobile number and email; the addresses you save, with the point you choose on the map;
          your bookings and what you paid. Paragraph {i + 1}.
        </p>
      ))}
    </main>
  );
}
