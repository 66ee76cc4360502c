/** `npm run ops -- <command> [args]`: the operator's command line, on the same services as the API. */
import { boot } from '../src/server/boot.ts';
import { createServices } from '../src/server/services.ts';
import { commands, dataCommands, helpText, OpsFailure, UsageError } from '../src/server/ops/commands.ts';
import { DomainError } from '../src/server/errors.ts';
import { createT } from '../src/lib/i18n/messages.ts';
import { registerServerCatalogue } from '../src/lib/i18n/catalog.server.ts';
import { terminalInput } from './lib/prompt.ts';

const [name, ...args] = process.argv.slice(2);
if (!name || name === 'help' || name === '--help') {
  console.log(helpText());
  process.exit(0);
}
const dataCommand = dataCommands[name];
if (dataCommand) {
  // Restoring and checking backups start no shop: they may replace its database and files.
  try {
    await dataCommand.run(process.env, args, (line) => console.log(line));
  } catch (err) {
    if (!(err instanceof OpsFailure || err instanceof UsageError)) throw err;
    console.error(err instanceof UsageError ? `${err.message}\nusage: npm run ops -- ${dataCommand.usage}` : err.message);
    process.exitCode = err instanceof UsageError ? 2 : 1;
  }
  process.exit();
}
const command = commands[name];
if (!command) {
  console.error(`unknown command "${name}"\n\n${helpText()}`);
  process.exit(2);
}
registerServerCatalogue();
const input = terminalInput();
const shop = createServices(await boot({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }));
try {
  await command.run(shop, args, (line) => console.log(line), input);
} catch (err) {
  if (err instanceof DomainError) {
    // A business rule said no (wrong state, unknown order…): the same words a member would read.
    console.error(createT('en')(err.key, err.params));
    process.exitCode = 1;
  } else if (err instanceof OpsFailure) {
    console.error(err.message);
    process.exitCode = 1;
  } else if (err instanceof UsageError) {
    console.error(`${err.message}\nusage: npm run ops -- ${command.usage}`);
    process.exitCode = 2;
  } else {
    throw err;
  }
} finally {
  input.close();
  await shop.db.close();
}
