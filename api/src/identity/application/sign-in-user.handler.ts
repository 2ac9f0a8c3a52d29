/**
 * A successful OIDC callback: the first sign-in of a subject registers the user (once, even when two
 * callbacks race: the user id is derived from the issuer and subject, so both target one stream); every
 * sign-in is recorded for "last active".
 */
import { createHash } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContext } from '../../platform/commands/command-context.js';
import { UserStream } from './user-stream.js';
import { publicStatus } from '../domain/user.state.js';

export interface SignInClaims {
  issuerKey: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  /** The language the sign-in was started in; a first sign-in records it as the person's choice. */
  language?: 'en' | 'ar';
}

export interface SignInResult {
  userId: string;
  roles: string[];
  status: ReturnType<typeof publicStatus>;
  setupComplete: boolean;
  firstSignIn: boolean;
}

/** A stable UUID-shaped id from the identity provider and subject (name-based, like UUIDv5). */
export function userIdFor(issuerKey: string, subject: string): string {
  const h = createHash('sha256').update(`${issuerKey}|${subject}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export class SignInUserCommand extends Command<SignInResult> {
  /** `recordSignIn: false` registers without recording a sign-in (the demo seeder). */
  constructor(
    readonly claims: SignInClaims,
    readonly recordSignIn = true,
  ) {
    super();
  }
}

@CommandHandler(SignInUserCommand)
export class SignInUserHandler implements ICommandHandler<SignInUserCommand> {
  constructor(private readonly stream: UserStream) {}

  async execute({ claims, recordSignIn }: SignInUserCommand): Promise<SignInResult> {
    const userId = userIdFor(claims.issuerKey, claims.subject);
    const context = commandContext(userId);
    const registered = await this.stream.run(
      {
        type: 'RegisterUser',
        userId,
        issuer: claims.issuerKey,
        subject: claims.subject,
        email: claims.email,
        emailVerified: claims.emailVerified,
        firstName: claims.givenName ?? null,
        lastName: claims.familyName ?? null,
        ...(claims.language ? { language: claims.language } : {}),
      },
      context,
    );
    const { state } = recordSignIn ? await this.stream.run({ type: 'RecordSignIn', userId }, context) : registered;
    return {
      userId,
      roles: state.status === 'registered' ? state.roles : [],
      status: publicStatus(state),
      setupComplete: state.status === 'registered' && state.setupComplete,
      firstSignIn: registered.events.length > 0,
    };
  }
}
