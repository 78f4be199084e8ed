import "server-only";
import {
  cert,
  getApps,
  initializeApp,
  type AppOptions,
} from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { cmsRoles, type CmsRole } from "@/lib/cms/roles";
import { firebaseSettings } from "@/lib/firebase/config";

/** Who a verified ID token belongs to, as the identity server knows them now. */
export type VerifiedUser = {
  readonly uid: string;
  readonly email: string | null;
  /** Both the token and the account record say the e-mail is verified (docs/product.md §22). */
  readonly emailVerified: boolean;
  /** The custom claim `staff: true` on the account record (docs/product.md §12.4). */
  readonly staff: boolean;
  /** The custom claim `tech: true`: a technician the company has checked (docs/product.md §17.1). */
  readonly tech: boolean;
  /** The claims `editor: true` and `publisher: true`, which open the CMS at /admin. */
  readonly cmsRoles: readonly CmsRole[];
  /** When the account last typed its password: the ID token's `auth_time`. */
  readonly authTime: Date;
};

/**
 * Firebase's admin SDK, set up from the same settings as the browser: the
 * Auth emulator when no API key is configured, else the real project, with a
 * service account from FIREBASE_SERVICE_ACCOUNT (JSON) or Google's default
 * credentials where the host provides them.
 */
export function adminAuth(env = process.env): Auth {
  const settings = firebaseSettings({
    apiKey: env.NEXT_PUBLIC_FIREBASE_API_KEY,
    projectId: env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    emulatorHost: env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
  });
  if (settings.emulatorHost) {
    // The admin SDK reads the emulator's address from this variable only.
    env.FIREBASE_AUTH_EMULATOR_HOST ??= settings.emulatorHost;
  }
  const options: AppOptions = {
    projectId: env.FIREBASE_PROJECT_ID || settings.options.projectId,
  };
  if (env.FIREBASE_SERVICE_ACCOUNT) {
    options.credential = cert(JSON.parse(env.FIREBASE_SERVICE_ACCOUNT));
  }
  return getAuth(getApps()[0] ?? initializeApp(options));
}

/**
 * The user behind an ID token that the browser sent, or undefined for a
 * token that is missing, malformed, forged, expired or revoked, or whose
 * account is disabled or gone. The staff claim is read from the account
 * record, not the token, and so are the tech and CMS claims, so removing
 * any takes effect at once. The sign-in time comes from the verified token, never
 * from the browser (approving a remote session asks for a recent one).
 */
export async function verifiedUser(
  idToken: unknown,
): Promise<VerifiedUser | undefined> {
  if (typeof idToken !== "string" || idToken.length === 0) return undefined;
  if (idToken.length > 8192) return undefined;
  try {
    const auth = adminAuth();
    const token = await auth.verifyIdToken(idToken, true);
    const user = await auth.getUser(token.uid);
    if (user.disabled || typeof token.auth_time !== "number") return undefined;
    return {
      uid: user.uid,
      email: user.email ?? null,
      emailVerified: token.email_verified === true && user.emailVerified,
      staff: user.customClaims?.staff === true,
      tech: user.customClaims?.tech === true,
      cmsRoles: cmsRoles(user.customClaims),
      authTime: new Date(token.auth_time * 1000),
    };
  } catch {
    return undefined;
  }
}

/** The account behind `Authorization: Bearer <ID token>`, verified as above. */
export async function bearerUser(
  request: Request,
): Promise<VerifiedUser | undefined> {
  const header = request.headers.get("authorization") ?? "";
  const token = /^Bearer ([^\s]+)$/i.exec(header)?.[1];
  return token ? verifiedUser(token) : undefined;
}
