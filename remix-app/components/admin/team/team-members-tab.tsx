import { type CompanyUsersResponse, type CurrentUser, can } from "@charterly/domain/contract";
import { useState } from "react";
import { Notice } from "../../notice";
import { CopyLink } from "../../ui/copy-link";
import { InvitationList } from "./invitation-list";
import { InviteUserForm } from "./invite-user-form";
import { PeopleDialogs } from "./people-dialogs";
import { TeamOverview } from "./team-overview";
import { TeamQuestion } from "./team-question";
import { TeamUserList } from "./team-user-list";
import { type SharedLink, useTeamActions } from "./use-team-actions";

/**
 * The Admin Panel's Team Members tab: the overview, inviting, pending invitations and the people.
 * Without team.manage (a Freemium user) it is read-only. The team comes from the route's loader
 * (routes/admin.team.tsx); every change is a form posted to its action, and after it the page's
 * loaders read it again (revalidation), so the role the signed-in person holds is fresh everywhere too.
 */
export function TeamMembersTab({ user, team }: { user: CurrentUser; team: CompanyUsersResponse }) {
  const canManage = can(user, "team.manage");
  const [link, setLink] = useState<SharedLink | null>(null);
  // Each change is a form posted to the route's action; Remix reads the team again after it.
  const actions = useTeamActions({
    users: team.users,
    meId: user.id,
    action: "/admin/team",
    onLink: setLink,
  });
  const { users, invitations, overview } = team;

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold">Team Members</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Who works in {user.companyName}, and who has been invited.
        </p>
      </div>
      {canManage ? null : (
        <Notice tone="info" title="Read-only">
          Only company admins can invite people and change the team. Ask an admin of your company.
        </Notice>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <TeamOverview overview={overview} />
        {canManage ? (
          <InviteUserForm
            overview={overview}
            onInvited={(answer) => {
              setLink(
                answer.emailQueued
                  ? null
                  : {
                      title: "Sign-in link",
                      description: `E-mail is switched off, so no invitation was sent. Send ${answer.invitation.email} this link to join:`,
                      url: answer.signInLink,
                    },
              );
            }}
          />
        ) : null}
      </div>
      {link ? <CopyLink {...link} onDismiss={() => setLink(null)} /> : null}
      <InvitationList invitations={invitations} canManage={canManage} />
      {canManage ? (
        <TeamQuestion users={users} companyOf={() => user.companyName} cancelHref="/admin/team" />
      ) : null}
      <TeamUserList users={users} meId={user.id} actions={canManage ? actions : null} />

      <PeopleDialogs actions={actions} companyName={user.companyName} />
    </div>
  );
}
