/** Browser navigations for signing in and out (SPEC: /api/login and /api/logout are navigations, not fetches). */
import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RateLimit, SIGN_IN_START_LIMIT } from '../../rate-limit/rate-limit.decorator.js';
import { Public } from '../guards/auth.decorators.js';
import { SESSION_COOKIE } from '../session/configure-sessions.js';
import { SignInFlow } from './sign-in-flow.js';

@ApiExcludeController()
@Public()
@Controller('api')
export class SignInController {
  constructor(private readonly flow: SignInFlow) {}

  @Get('login')
  @RateLimit(SIGN_IN_START_LIMIT)
  async login(@Req() req: Request, @Res() res: Response) {
    res.set('cache-control', 'no-store').redirect(302, await this.flow.start(req));
  }

  @Get('callback')
  async callback(@Req() req: Request, @Res() res: Response) {
    res.set('cache-control', 'no-store').redirect(302, await this.flow.complete(req));
  }

  @Get('logout')
  async logout(@Req() req: Request, @Res() res: Response) {
    const next = await this.flow.logout(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' }).set('cache-control', 'no-store').redirect(302, next);
  }
}
