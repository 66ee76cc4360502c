/** `npm run ops -- <command> [args]`: the operator's command line, on the same services as the API. */
import { dataCommands } from '../src/server/ops/data-commands.ts';
import { OpsFailure, UsageError } from '../src/server/ops/types.ts';

const [name, ...args] = process.argv.slice(2);
const dataCommand = name ? dataCommands[name] : undefined;
if (dataCommand) {
  // Backups start no shop (a restore may replace its database and files) and load none of its other modules.
  try {
    await dataCommand.run(process.env, args, (line) => console.log(line));
  } catch (err) {
    if (!(err instanceof OpsFailure || err instanceof UsageError)) throw err;
    console.error(err instanceof UsageError ? `${err.message}\nusage: npm run ops -- ${dataCommand.usage}` : err.message);
    process.exitCode = err instanceof UsageError ? 2 : 1;
  }
  process.exit();
}

const { boot } = await import('../src/server/boot.ts');
const { createServices } = await import('../src/server/services.ts');
const { commands, helpText } = await import('../src/server/ops/commands.ts');
const { runCommand } = await import('../src/server/ops/run-command.ts');
const { DomainError } = await import('../src/server/errors.ts');
const { createT } = await import('../src/lib/i18n/messages.ts');
const { registerServerCatalogue } = await import('../src/lib/i18n/catalog.server.ts');
const { terminalInput } = await import('./lib/prompt.ts');

if (!name || name === 'help' || name === '--help') {
  console.log(helpText());
  process.exit(0);
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
  await runCommand(shop, command, args, (line) => console.log(line), input);
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
