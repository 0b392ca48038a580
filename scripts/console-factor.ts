// `npm run console:factor -- <mobile>`: sets up a new authenticator for an operator from the
// server itself and prints it with ten recovery codes, replacing any earlier one. Production texts
// no console codes, so this is how its first operator gets in, and how one who lost both their
// phone and their recovery codes gets back. Whoever can run it already holds the database.

import { findUserBy } from '../apps/api/src/modules/accounts/users.repository';
import { enrolFromServer } from '../apps/api/src/modules/console/session/console-factor.service';
import { openDatabase } from '../packages/db/src/index';
import { isOperator } from '../packages/domain/src/index';
import { settings } from './lib/backups';

const mobile = process.argv[2] ?? '';
if (!/^\d{10}$/.test(mobile)) {
  console.error("Usage: npm run console:factor -- <the operator's 10-digit mobile>");
  process.exit(2);
}
const { url, dataDir } = settings();
const database = await openDatabase(url ? { url } : { dataDir });
try {
  const user = await findUserBy(database.db, { mobile });
  if (!user || !isOperator(user.role)) {
    console.error(`No operator (ops or admin) has the mobile ${mobile}.`);
    process.exitCode = 1;
  } else {
    const { secret, uri, codes } = await enrolFromServer(database.db, { id: user.id, mobile }, new Date());
    console.log(
      `A new authenticator for ${user.firstName} (${user.role}). Add it to the app from this address`,
    );
    console.log(`(a QR code of it, or the secret typed by hand):\n\n  ${uri}\n\n  secret: ${secret}\n`);
    console.log('Recovery codes, each good once; keep them somewhere safe:\n');
    for (const code of codes) console.log(`  ${code}`);
  }
} finally {
  await database.close();
}
