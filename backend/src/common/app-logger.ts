import { ConsoleLogger } from '@nestjs/common';

/** Nest's start-up chatter (every mapped route, every module) says nothing an operator needs. */
const QUIET_CONTEXTS = new Set(['RouterExplorer', 'RoutesResolver', 'InstanceLoader', 'NestFactory', 'NestApplication']);

export class AppLogger extends ConsoleLogger {
  override log(message: unknown, context?: string): void {
    if (context && QUIET_CONTEXTS.has(context)) return;
    super.log(message, context);
  }
}
