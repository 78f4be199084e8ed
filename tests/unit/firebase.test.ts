import { demoProjectId, firebaseSettings } from "@/lib/firebase/config";
import { authErrorMessage } from "@/lib/firebase/errors";
import { translator } from "@/lib/i18n/catalogue";

/** The sign-in's English words, as an English island reads them. */
const signIn = translator("en", "signIn");
const fallbackMessage = signIn("authErrors.fallback");
import { persistenceChoice } from "@/lib/firebase/persistence";
import { rememberUser, userKey } from "@/lib/firebase/remember-user";

describe("firebaseSettings", () => {
  it("uses the local emulator with a demo project when nothing is set", () => {
    const { options, emulatorHost } = firebaseSettings({});
    expect(options.projectId).toBe(demoProjectId);
    expect(demoProjectId).toMatch(/^demo-/);
    // firebase.json's address, which the emulator itself listens on.
    expect(emulatorHost).toBe("127.0.0.1:9099");
  });

  it("honours another emulator address", () => {
    expect(
      firebaseSettings({ emulatorHost: "127.0.0.1:9199" }).emulatorHost,
    ).toBe("127.0.0.1:9199");
  });

  it("passes all seven values of a real project, and no emulator", () => {
    const env = {
      apiKey: "key",
      authDomain: "shop.firebaseapp.com",
      databaseURL: "https://shop.firebaseio.com",
      projectId: "shop",
      storageBucket: "shop.appspot.com",
      messagingSenderId: "123",
      appId: "1:123:web:abc",
    };
    expect(firebaseSettings(env)).toEqual({ options: env, emulatorHost: null });
  });

  it("leaves out values that are not set", () => {
    expect(
      firebaseSettings({ apiKey: "key", projectId: "shop", appId: "" }).options,
    ).toEqual({
      apiKey: "key",
      projectId: "shop",
    });
  });
});

describe("persistenceChoice", () => {
  it.each([
    [undefined, "local"],
    ["", "local"],
    ["local", "local"],
    ["session", "session"],
    [" SESSION ", "session"],
    ["none", "none"],
    ["forever", "local"],
  ])("%p gives %p", (value, choice) => {
    expect(persistenceChoice(value)).toBe(choice);
  });
});

describe("authErrorMessage", () => {
  it.each([
    ["auth/invalid-credential", /don't match an account/],
    ["auth/wrong-password", /don't match an account/],
    ["auth/user-not-found", /don't match an account/],
    ["auth/email-already-in-use", /already exists/],
    ["auth/weak-password", /too weak/],
    ["auth/invalid-email", /doesn't look right/],
    ["auth/too-many-requests", /Too many attempts/],
    ["auth/network-request-failed", /can't reach the sign-in service/],
  ])("%s reads as a clear sentence", (code, message) => {
    expect(authErrorMessage({ code }, signIn)).toMatch(message);
  });

  it.each([
    [{ code: "auth/something-new" }],
    [new Error("boom")],
    [null],
    ["text"],
  ])("anything else gets the general sentence: %p", (error) => {
    expect(authErrorMessage(error, signIn)).toBe(fallbackMessage);
  });
});

describe("rememberUser", () => {
  it("writes the uid under `user`, and removes it on sign-out", () => {
    rememberUser("uid-1", localStorage);
    expect(localStorage.getItem(userKey)).toBe("uid-1");
    rememberUser(null, localStorage);
    expect(localStorage.getItem(userKey)).toBeNull();
  });

  it("survives storage that throws", () => {
    const broken = {
      setItem: () => {
        throw new Error("denied");
      },
    } as unknown as Storage;
    expect(() => rememberUser("uid", broken)).not.toThrow();
  });
});
