import type { CurrentUser } from "@charterly/domain/contract";
import { initials } from "../../lib/person-name";

type Pictured = Pick<CurrentUser, "firstName" | "lastName" | "email" | "profileImageUrl">;

/** A person's profile image, or their initials on a coloured disc (decorative: the name is beside it). */
export function Avatar({ person, size = "size-8" }: { person: Pictured; size?: "size-8" | "size-10" }) {
  if (person.profileImageUrl) {
    return (
      <img src={person.profileImageUrl} alt="" className={`${size} shrink-0 rounded-full object-cover`} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`grid ${size} shrink-0 place-items-center rounded-full bg-indigo-600 text-xs font-semibold text-white`}
    >
      {initials(person)}
    </span>
  );
}
