import { type Static, Type } from 'typebox';
import type {
  PushEndpointBody,
  PushPreferences,
  PushServerKey,
  PushSubscriptionBody,
  PushSubscriptionState,
} from '../../contract/index';
import { type Assert, type Equals, Nullable } from '../../lib/schemas';

const ClockTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM, conference time' });

export const PushPreferencesSchema = Type.Object(
  {
    remindMinutes: Nullable(
      Type.Integer({ minimum: 5, maximum: 30, description: 'Minutes before each agenda session; null: no reminders' }),
    ),
    changes: Type.Boolean({ description: 'A session in the agenda moved, changed room or was cancelled' }),
    urgent: Type.Boolean({ description: 'Urgent announcements' }),
    quietHours: Nullable(
      Type.Object(
        { from: ClockTime, until: ClockTime },
        { additionalProperties: false, description: 'No reminders, and other notices silent, in this span' },
      ),
    ),
    vibrate: Type.Boolean({ description: 'Whether notifications may vibrate (false under reduced motion)' }),
  },
  { additionalProperties: false },
);
export type _PushPreferencesMatches = Assert<Equals<Static<typeof PushPreferencesSchema>, PushPreferences>>;

const Endpoint = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: "The push service's https address for this browser (PushSubscription.endpoint)",
});

export const PushSubscriptionBodySchema = Type.Object(
  {
    endpoint: Endpoint,
    keys: Type.Object(
      {
        p256dh: Type.String({
          minLength: 1,
          maxLength: 200,
          description: "The browser's P-256 public key, base64url (65 bytes)",
        }),
        auth: Type.String({ minLength: 1, maxLength: 100, description: 'The auth secret, base64url (16 bytes)' }),
      },
      { additionalProperties: false },
    ),
    preferences: PushPreferencesSchema,
  },
  { additionalProperties: false },
);
export type _PushSubscriptionBodyMatches = Assert<
  Equals<Static<typeof PushSubscriptionBodySchema>, PushSubscriptionBody>
>;

export const PushEndpointBodySchema = Type.Object({ endpoint: Endpoint }, { additionalProperties: false });
export type _PushEndpointBodyMatches = Assert<Equals<Static<typeof PushEndpointBodySchema>, PushEndpointBody>>;

export const PushServerKeySchema = Type.Object({
  publicKey: Type.String({ description: "The server's VAPID public key, base64url: the applicationServerKey" }),
});
export type _PushServerKeyMatches = Assert<Equals<Static<typeof PushServerKeySchema>, PushServerKey>>;

export const PushSubscriptionStateSchema = Type.Object({ preferences: PushPreferencesSchema });
export type _PushSubscriptionStateMatches = Assert<
  Equals<Static<typeof PushSubscriptionStateSchema>, PushSubscriptionState>
>;
