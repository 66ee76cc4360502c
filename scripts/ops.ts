/** `npm run ops -- <command> [args]`: the operator's command line, on the same services as the API. */
import { boot } from '../src/server/boot.ts';
import { commands, helpText, UsageError } from '../src/server/ops/commands.ts';

const [name, ...args] = process.argv.slice(2);
if (!name || name === 'help' || name === '--help') {
  console.log(helpText());
  process.exit(0);
}
const command = commands[name];
if (!command) {
  console.error(`unknown command "${name}"\n\n${helpText()}`);
  process.exit(2);
}
const rt = await boot({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
try {
  await command.run(rt, args, (line) => console.log(line));
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  console.error(`${err.message}\nusage: npm run ops -- ${command.usage}`);
  process.exitCode = 2;
} finally {
  await rt.db.close();
}
