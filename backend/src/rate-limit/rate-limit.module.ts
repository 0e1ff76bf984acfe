import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { AccountFailureLimitInterceptor } from './account-failure-limit.interceptor.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitStore } from './rate-limit.store.js';

@Module({
  providers: [RateLimitStore, { provide: APP_GUARD, useClass: RateLimitGuard }, { provide: APP_INTERCEPTOR, useClass: AccountFailureLimitInterceptor }],
  exports: [RateLimitStore],
})
export class RateLimitModule {}
