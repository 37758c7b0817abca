import type { SeedTemplate } from "./types";

/** IT policy templates: original text written for Charterly. */
export const itTemplates: SeedTemplate[] = [
  {
    slug: "it-acceptable-use",
    name: "Acceptable Use Policy",
    description:
      "Sets the ground rules for using company computers, networks, accounts, software and data safely, lawfully and productively.",
    category: "it",
    isPublic: true,
    requiredTier: "freemium",
    previewContent:
      "Tell everyone, in plain language, how company technology may and may not be used. This template covers reasonable personal use, prohibited activities, email and cloud services, monitoring and privacy, and how to report incidents without fear of blame.",
    content: `ACCEPTABLE USE POLICY
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This policy sets the rules for using the computers, networks, software, accounts and data that [Company Name] provides. Technology is essential to how we work, and misuse can expose the company, its customers and colleagues to security incidents, legal liability and reputational harm. The policy describes what is expected so that everyone can use these resources productively and safely.

2. Scope

This policy applies to all employees, contractors, interns and other people granted access to [Company Name] systems, whether they work on site, at home or while travelling. It covers company-owned devices, cloud services licensed by the company, email and messaging platforms, network connections and any personal device used to access company information.

3. Definitions

- IT resources: all hardware, software, networks, accounts and services provided or paid for by [Company Name].
- Company data: any information created, received or stored for company business, including customer and employee information.
- User: any person who has been given access to IT resources.
- Approved software: applications listed or authorised in writing by [Department].

4. Policy

4.1 General Use

IT resources are provided primarily for business purposes. Users must use them lawfully, responsibly and in a way that respects colleagues, customers and the company's reputation. Each user is accountable for all activity performed under their account.

4.2 Reasonable Personal Use

Limited personal use is allowed when it is occasional, does not interfere with work, does not consume significant resources and does not break any other rule in this policy. Examples include reading the news or arranging a medical appointment during a break. Personal files stored on company devices are kept at the user's own risk and may be seen during legitimate monitoring or technical support.

4.3 Prohibited Activities

Users must not do any of the following using IT resources.

- Access, store or share material that is illegal, sexually explicit, discriminatory, harassing or threatening.
- Install unapproved software, browser extensions or services, or disable security tools.
- Attempt to access systems, data or accounts without authorisation, including testing security controls without written permission.
- Share passwords or allow others to use their account.
- Use company resources to run a personal business, mine cryptocurrency or take part in political campaigning.
- Download or distribute copyrighted material without the right to do so.
- Send bulk unsolicited messages or impersonate another person.

4.4 Email and Messaging

Business communications should be written with the same care as formal letters, because they may be disclosed in legal proceedings. Users must stay alert to phishing, must not open unexpected attachments or links, and must report suspicious messages using the reporting button or by contacting [Department]. Automatic forwarding of company email to personal accounts is not permitted.

4.5 Internet and Cloud Services

Users may only store company data in services approved by [Department]. Uploading confidential information to unapproved file-sharing sites, personal storage accounts or public artificial intelligence tools is prohibited unless the tool has been specifically approved for that type of data.

4.6 Devices and Physical Security

Users must lock their screens when stepping away, keep devices with them or securely stored while travelling, and report loss or theft immediately. Company devices must not be lent to family members or to anyone else who is not authorised to use them.

5. Monitoring and Privacy

[Company Name] monitors IT resources to protect security, maintain performance and ensure compliance with this policy and the law. Monitoring may include logging network traffic, filtering websites, scanning email for malicious content and reviewing access records. Monitoring is proportionate and carried out in line with applicable privacy laws. Users should not expect privacy in communications sent over company systems, although the company will not access personal content without a legitimate reason.

6. Roles and Responsibilities

- Users follow this policy, protect their credentials and report incidents promptly.
- Managers make sure their teams understand the policy and that access is removed when people change roles or leave.
- [Department] provides secure IT resources, maintains the list of approved software, operates monitoring tools and investigates suspected breaches.
- Human Resources supports the handling of any disciplinary matters arising from misuse.

7. Reporting Incidents

Any user who suspects a security incident, such as a lost device, a malware warning, a compromised account or data sent to the wrong recipient, must report it to [Department] immediately. Early reporting limits the damage, and users will not be penalised for reporting honest mistakes in good faith. Hiding an incident, by contrast, makes it harder to contain and will be treated seriously.

8. Compliance

Breaches of this policy may result in the suspension of access rights and disciplinary action, up to and including termination of employment or contract. Where activity may be unlawful, [Company Name] may involve law enforcement and preserve relevant records as evidence.

9. Review

[Department] reviews this policy at least once a year and whenever significant changes in technology, law or business practice require it. Users must acknowledge the policy when they join and again after any material update.`,
  },
  {
    slug: "it-information-security",
    name: "Information Security Policy",
    description:
      "The top-level framework for protecting the confidentiality, integrity and availability of company information and systems.",
    category: "it",
    isPublic: false,
    requiredTier: "enterprise",
    previewContent:
      "A board-ready framework for your security program. This template sets out risk-based principles, information classification, access, device and network controls, backups, logging, supplier security, training and incident management, with clear ownership for each.",
    content: `INFORMATION SECURITY POLICY
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

Information is one of the most valuable assets of [Company Name]. This policy establishes the framework the company uses to protect the confidentiality, integrity and availability of information in every form, whether it is held in systems, on paper or in people's knowledge. It sets out management commitment, the principles that guide security decisions and the core controls that every part of the business must apply.

2. Scope

The policy covers all information owned or processed by [Company Name], all systems and services that store or transmit it, and all people who access it, including employees, contractors and third-party suppliers. It applies in every location where company business is conducted, including homes and public places.

3. Definitions

- Confidentiality: ensuring information is available only to those authorised to see it.
- Integrity: ensuring information is accurate, complete and changed only through authorised processes.
- Availability: ensuring information and systems are accessible to authorised users when needed.
- Information asset: any data, system, application or device that has value to the company.
- Asset owner: the manager accountable for a particular information asset and for decisions about its protection.
- Security incident: any event that threatens or has compromised the confidentiality, integrity or availability of information.

4. Security Principles

4.1 Risk-Based Approach

Security controls are chosen according to the risks they address. [Department] maintains a risk register and performs a risk assessment at least annually and whenever a significant change occurs, such as a new system, supplier or business process. Risks above the accepted threshold must have a treatment plan with a named owner and a target date.

4.2 Least Privilege

People and systems receive only the access they need to perform their role, and only for as long as they need it.

4.3 Defence in Depth

No single control is relied upon to protect important information. Preventive, detective and corrective controls are layered so that a failure in one is caught by another.

4.4 Security by Design

Security requirements are considered at the start of every project, procurement and system change rather than added afterwards, when they are harder and more expensive to implement.

5. Core Controls

5.1 Information Classification

Information is classified as Public, Internal, Confidential or Restricted. The asset owner assigns the classification, and handling rules for storage, sharing, transmission and disposal follow the classification guide published by [Department].

5.2 Access Management

Access is granted through a documented request and approval process, reviewed at least every six months for sensitive systems and removed promptly when no longer required. Authentication requirements are described in the password and access control policy.

5.3 Protection of Systems

Company devices and servers must run supported operating systems, receive security updates within defined timeframes, use endpoint protection and have full-disk encryption where they hold company data. Configuration baselines are documented, and deviations must be approved by [Department].

5.4 Network Security

Networks are segmented according to risk, protected by firewalls and monitored for unusual activity. Remote access to internal systems uses approved secure connections only.

5.5 Backup and Recovery

Critical data is backed up according to documented schedules, with at least one copy stored separately from the production environment. Restoration is tested at least twice a year, and recovery time objectives are agreed with asset owners.

5.6 Logging and Monitoring

Security-relevant events are logged, protected from tampering and retained for a defined period. Alerts are reviewed and escalated according to their severity.

5.7 Supplier Security

Suppliers that handle company information are assessed before engagement, bound by contractual security obligations and reviewed periodically in proportion to the risk they present.

5.8 Awareness and Training

All staff complete security awareness training when they join and at least annually thereafter. Staff in higher-risk roles, such as administrators, developers and finance staff, receive additional targeted training.

6. Incident Management

Suspected incidents must be reported immediately to [Department]. Incidents are logged, assessed for severity, contained, investigated and resolved according to the incident response plan. Where personal data is involved, the data protection lead is informed without delay so that any regulatory notification deadlines can be met. Lessons learned are recorded and used to improve controls.

7. Roles and Responsibilities

- Senior leadership approves this policy, provides resources and accepts residual risk on behalf of [Company Name].
- The information security lead in [Department] coordinates the security program, maintains supporting standards and reports on security performance.
- Asset owners classify their assets, approve access and ensure appropriate controls are in place.
- All users follow security policies and report incidents and weaknesses as soon as they notice them.

8. Compliance and Exceptions

Compliance is checked through internal reviews, technical testing and audits. Where a control cannot be applied, the asset owner may request an exception, which must document the risk, any compensating controls and an expiry date, and must be approved by the information security lead. Breaches of this policy may lead to disciplinary action or, for suppliers, termination of contracts.

9. Review

This policy is reviewed at least annually by [Department] and approved by senior leadership. Supporting standards and procedures may be updated more frequently as threats, technology and legal requirements change.`,
  },
  {
    slug: "it-password-access-control",
    name: "Password and Access Control Policy",
    description:
      "Standards for passwords, multi-factor authentication and granting, reviewing and removing access to company systems.",
    category: "it",
    isPublic: true,
    requiredTier: "per_document",
    previewContent:
      "Strong credentials and tidy access rights stop most breaches before they start. This template sets modern password rules, requires multi-factor authentication, separates privileged accounts and defines joiner, mover and leaver steps plus regular access reviews.",
    content: `PASSWORD AND ACCESS CONTROL POLICY
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This policy defines how [Company Name] grants, manages and removes access to its systems and data, and the standards that passwords and other authentication methods must meet. Weak or shared credentials and excessive access rights are among the most common causes of security breaches. Consistent access control protects company and customer information while allowing people to do their work without unnecessary obstacles.

2. Scope

This policy applies to all user, administrator, service and shared accounts on systems owned, operated or contracted by [Company Name], including cloud applications, networks, devices and databases. It applies to employees, contractors and third parties who have access to those systems.

3. Definitions

- Authentication: the process of confirming that a person or system is who or what it claims to be.
- Multi-factor authentication (MFA): authentication that combines two or more independent factors, such as a password and a code from an authenticator app or a hardware key.
- Privileged account: an account with administrative rights capable of changing system configuration, security settings or other users' access.
- Service account: a non-personal account used by an application or automated process.
- Password manager: an approved tool that generates and securely stores credentials.

4. Password Standards

4.1 Creating Passwords

Passwords must be at least 14 characters long. Longer passphrases made of several unrelated words are encouraged because they are easier to remember and harder to guess. Passwords must not contain the user's name, the company name or easily discovered personal information, and must not appear on known lists of breached passwords, which systems check automatically where possible.

4.2 Using Passwords

Each password must be unique to a single account. Company passwords must never be reused for personal services. Passwords must not be written down in plain text, stored in documents or spreadsheets, or sent by email or chat. Users should keep their passwords in the password manager provided by [Department].

4.3 Changing Passwords

Routine forced password changes are not required, as they tend to encourage predictable patterns and weaker choices. A password must, however, be changed immediately if there is any suspicion that it has been disclosed, observed or compromised, and whenever [Department] requests it.

4.4 Multi-Factor Authentication

MFA is required for remote access, email, every cloud application that supports it and every privileged account. Phishing-resistant methods such as hardware security keys are required for privileged accounts. Users must never approve an MFA prompt they did not initiate and must report unexpected prompts to [Department] straight away.

5. Access Control

5.1 Granting Access

Access is granted on the principle of least privilege and based on role. Requests must be submitted through the service desk and approved by the user's manager and, for sensitive systems, by the asset owner. Access must never be granted informally or by sharing another person's credentials.

5.2 Privileged Access

Administrators must use a separate privileged account for administrative tasks and a standard account for daily work such as email and browsing. Privileged access is limited to named individuals, logged and, where possible, granted just in time for a defined period.

5.3 Shared and Service Accounts

Shared accounts are avoided wherever possible. Where they are unavoidable, they must have a named owner, their credentials must be stored in the password manager, and the password must be changed whenever someone who knows it leaves the team. Service accounts must not be used for interactive logins.

5.4 Access Reviews

Asset owners review user access to their systems at least every six months, and privileged access every three months. Access that is no longer justified is removed within five working days of the review.

5.5 Joiners, Movers and Leavers

Human Resources notifies [Department] of new starters, role changes and departures in advance. Access for leavers is disabled by the end of their last working day, or immediately in the case of a dismissal. Access that is no longer needed after a role change is removed within five working days.

5.6 Account Lockout and Sessions

Systems lock accounts or introduce increasing delays after repeated failed login attempts. Sessions on company devices lock automatically after a short period of inactivity, and users lock their screens manually whenever they step away.

6. Roles and Responsibilities

- Users protect their credentials, use MFA and report suspected compromise.
- Managers approve access appropriate to each role and report changes promptly.
- Asset owners perform access reviews and remove access that is no longer justified.
- [Department] operates identity systems, enforces technical controls and monitors for suspicious activity.

7. Compliance

[Department] monitors compliance through automated checks and periodic audits. Sharing credentials, bypassing MFA or accessing systems without authorisation are serious breaches that may result in loss of access and disciplinary action up to and including dismissal.

8. Exceptions

Systems that cannot meet these standards, such as older applications that do not support MFA, must be recorded with a documented exception approved by [Department]. The exception must describe compensating controls and include a plan and date to remediate or replace the system.

9. Review

This policy is reviewed annually, or sooner in response to security incidents, new threats or changes to recognised guidance on authentication.`,
  },
  {
    slug: "it-bring-your-own-device",
    name: "Bring Your Own Device Policy",
    description:
      "Conditions for using personally owned phones, tablets and computers for work while protecting company data and personal privacy.",
    category: "it",
    isPublic: false,
    requiredTier: "per_document",
    previewContent:
      "Let staff work from their own devices without putting company data at risk. This template covers eligibility, enrolment, minimum security settings, data handling, what the company can and cannot see, selective wipe on loss or departure, and who pays for what.",
    content: `BRING YOUR OWN DEVICE POLICY
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

[Company Name] allows eligible staff to use personally owned smartphones, tablets and computers for work when this is convenient and can be done securely. This policy explains the conditions for doing so, balancing the flexibility of personal devices with the need to protect company information and to respect employees' privacy.

2. Scope

The policy applies to any employee or contractor who uses a personally owned device to access company email, calendars, messaging, files or applications. It does not apply to company-owned devices, which are covered by the acceptable use policy, or to personal devices used only to view information the company has already made public.

3. Definitions

- Personal device: a smartphone, tablet, laptop or desktop computer owned by the user rather than by [Company Name].
- Mobile device management (MDM): software that allows [Department] to apply and check security settings on a device.
- Work profile: a separated, managed area of a device that holds company apps and data apart from personal content.
- Selective wipe: the removal of company data and apps from a device without affecting personal content.

4. Eligibility and Enrolment

4.1 Eligibility

Participation is voluntary. Employees whose roles require access to Restricted information may be required to use company-owned devices instead. Managers may approve participation for their team members in line with guidance from [Department].

4.2 Enrolment

Before accessing company data, the user must register the device with [Department], accept this policy and install the management software or work profile specified for that device type. Devices that are jailbroken, rooted or running an operating system version no longer supported by its manufacturer cannot be enrolled.

5. Security Requirements

5.1 Minimum Device Settings

Enrolled devices must meet the following requirements at all times.

- A screen lock using a PIN of at least six digits, a strong password or biometrics.
- Automatic locking after no more than five minutes of inactivity.
- Device encryption enabled.
- Operating system and apps updated within 14 days of a security update becoming available.
- Apps installed only from official app stores.

5.2 Handling Company Data

Company data must be kept within approved apps or the work profile. Users must not copy company files to personal cloud storage, forward company email to personal accounts or take screenshots of confidential information for personal use. Company apps must not be shared with family members, and a device used by several members of a household should not be enrolled unless separate user profiles are configured.

5.3 Networks

Users should avoid untrusted public Wi-Fi for company work, or use the approved virtual private network when they cannot avoid it. Devices must not be connected to company networks reserved for managed equipment.

6. Privacy

[Company Name] respects the privacy of personal devices. Management tools are configured to see only the information needed to protect company data, such as device model, operating system version, security status and the list of managed apps. The company does not access personal photos, messages, browsing history or personal app data. Where location tracking is technically possible, it is used only to help locate a lost device at the user's request.

7. Loss, Theft and Departure

Users must report a lost or stolen device to [Department] within 24 hours so that company data can be protected. [Department] will normally perform a selective wipe. A full wipe is carried out only if the device cannot be separated into personal and company areas and the user was informed of this at enrolment. When a user leaves [Company Name] or stops participating, company data and apps are removed from the device.

8. Costs and Support

Devices remain the property and responsibility of the user, including repairs, insurance and replacement. Any allowance for business use of personal devices is set out separately by [Company Name]. [Department] supports enrolment and company applications but does not provide general support for personal hardware or software.

9. Roles and Responsibilities

- Users keep their devices compliant, protect company data and report incidents promptly.
- Managers approve participation and make sure their teams understand this policy.
- [Department] operates the management tools, publishes the list of supported devices and responds to incidents.

10. Compliance and Review

Devices that fall out of compliance may lose access automatically until the issue is fixed. Deliberate breaches may result in withdrawal of permission to use personal devices and in disciplinary action. [Department] reviews this policy annually and whenever device management technology or privacy law changes significantly.`,
  },
];
