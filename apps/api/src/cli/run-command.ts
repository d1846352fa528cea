/** Bad arguments: the command prints its usage after the message. */
export class UsageError extends Error {}

export interface CommandOptions {
  usage: string;
  /** Errors that mean the request itself was refused (exit 2 like bad arguments), not a fault. */
  isRefusal: (error: unknown) => boolean;
}

/**
 * Runs a command line's main and exits with its code. Exit 2: refused (bad arguments, printed
 * with the usage, or what isRefusal names); 1: a fault. The message goes to standard error.
 */
export function runCommand(main: () => Promise<number>, { usage, isRefusal }: CommandOptions): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const badArguments =
        error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
      console.error(error instanceof Error ? error.message : error);
      if (badArguments) console.error(usage);
      process.exit(badArguments || isRefusal(error) ? 2 : 1);
    },
  );
}
