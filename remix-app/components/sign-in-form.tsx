import { signIn } from "../lib/clear-client-state";
import { buttonStyles } from "./button-styles";

/**
 * The Sign In button. With JavaScript it first clears what the browser kept for a previous account
 * and adds a timestamp; without it, the form still reaches /api/login.
 */
export function SignInForm() {
  return (
    <form
      method="get"
      action="/api/login"
      onSubmit={(event) => {
        event.preventDefault();
        signIn();
      }}
    >
      <button type="submit" className={`${buttonStyles.primary} w-full py-2.5 text-base`}>
        Sign In
      </button>
    </form>
  );
}
