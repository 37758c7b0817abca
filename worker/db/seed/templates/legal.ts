import type { SeedTemplate } from "./types";

export const legalTemplates: SeedTemplate[] = [
  {
    slug: "legal-data-protection",
    name: "Data Protection and Privacy Policy",
    description:
      "Sets out how your organisation collects, uses, protects and disposes of personal data in line with data protection law.",
    category: "legal",
    isPublic: true,
    requiredTier: "freemium",
    previewContent:
      "A practical privacy policy covering the core data protection principles, individual rights, vendor sharing and international transfers. It also explains impact assessments, breach reporting and who is responsible for what, so every team knows how to handle personal data.",
    content: `DATA PROTECTION AND PRIVACY POLICY
[Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This policy explains how [Company Name] collects, uses, stores, shares and disposes of personal data. It sets out the standards every member of staff must follow so that the people who trust us with their information — customers, employees, job applicants, suppliers and website visitors — are treated fairly, lawfully and transparently.

2. Scope

This policy applies to all employees, officers, contractors, temporary workers, interns and volunteers of [Company Name], wherever they are based. It covers personal data held in any format, including electronic records, paper files, emails, call recordings, photographs and information stored on personal devices used for work.

3. Definitions

- Personal data: any information relating to an identified or identifiable living individual, such as a name, email address, identification number, location data or online identifier.
- Special category data: personal data revealing health, racial or ethnic origin, religious beliefs, political opinions, trade union membership, genetic or biometric data, or sexual orientation.
- Processing: any operation performed on personal data, including collecting, recording, organising, storing, consulting, disclosing, combining or deleting it.
- Data subject: the individual to whom personal data relates.
- Processor: a third party that processes personal data on behalf of [Company Name] under a written agreement.
- Personal data breach: a security incident leading to the accidental or unlawful loss, destruction, alteration or disclosure of, or access to, personal data.

4. Data Protection Principles

[Company Name] processes personal data in line with the principles below. Every new system, process or project that involves personal data must be designed with these principles in mind from the start.

4.1 Lawfulness, Fairness and Transparency

We only process personal data where we have a valid legal basis, such as the performance of a contract, a legal obligation, our legitimate interests or the individual's consent. We tell people, in plain language and at the time we collect their data, what we are doing with it, why, and who to contact with questions.

4.2 Purpose Limitation and Data Minimisation

Personal data is collected for specified, explicit purposes and is not reused for unrelated purposes without a fresh assessment. Staff should collect only the information genuinely needed for the task at hand and should avoid building up copies, spreadsheets or exports "just in case".

4.3 Accuracy and Storage Limitation

Records must be kept accurate and up to date, and errors must be corrected promptly when identified. Personal data is retained only for as long as set out in the retention schedule maintained by [Department], after which it is securely deleted or anonymised.

4.4 Security and Confidentiality

Personal data must be protected by appropriate technical and organisational measures, including access controls, encryption of portable devices, strong authentication, secure disposal of paper records and a clear-desk approach in shared spaces.

5. Rights of Individuals

Individuals have rights over their personal data, which may include the right to access it, to have it corrected or erased, to restrict or object to processing, to data portability and to withdraw consent at any time. Any request relating to these rights, whether received by email, letter, telephone or social media, must be forwarded to [Department] on the same working day. Requests are normally answered within one month, and the requester's identity is verified before any information is released.

6. Sharing and International Transfers

Personal data may only be shared with third parties where there is a lawful basis and a legitimate business need. Before engaging a new processor, the responsible team must complete a vendor assessment and ensure that a written data processing agreement is in place. Transfers of personal data outside the country or region in which it was collected are permitted only where appropriate safeguards, such as approved contractual clauses, have been put in place and approved by [Department].

7. Data Protection Impact Assessments

A data protection impact assessment must be completed before starting any processing that is likely to pose a high risk to individuals, for example large-scale monitoring, new uses of special category data, automated decision-making or the introduction of new technology that handles customer data. The assessment identifies the risks and the measures that will reduce them, and it must be signed off before the project goes live.

8. Personal Data Breaches

Anyone who discovers or suspects a personal data breach must report it immediately to [Department] and the IT service desk, even if the breach seems minor or the facts are not yet clear. [Department] will assess the incident, contain it, decide whether regulators or affected individuals must be notified within the legal deadlines, and record the outcome in the breach register.

9. Roles and Responsibilities

- Senior management is accountable for providing adequate resources and oversight for data protection.
- [Department] maintains this policy, the record of processing activities and the retention schedule, handles rights requests and advises on impact assessments.
- Managers ensure their teams understand and follow this policy and complete mandatory training.
- All staff must handle personal data carefully, complete annual training and report concerns without delay.

10. Compliance and Enforcement

Compliance with this policy is monitored through audits, spot checks and the review of incidents. Breaches of this policy may result in disciplinary action up to and including dismissal and, where relevant, the termination of contracts with third parties. Deliberate or reckless misuse of personal data may also constitute a criminal offence.

11. Review

This policy is reviewed at least annually by [Department], and sooner if there is a significant change in the law, in regulatory guidance or in the way [Company Name] processes personal data. Questions about this policy should be directed to [Department].`,
  },
  {
    slug: "legal-anti-bribery-corruption",
    name: "Anti-Bribery and Corruption Policy",
    description:
      "Establishes a zero-tolerance approach to bribery, covering gifts, facilitation payments, third parties and how to report concerns.",
    category: "legal",
    isPublic: false,
    requiredTier: "per_document",
    previewContent:
      "State a clear zero-tolerance position on bribery and corruption. This template covers prohibited conduct, facilitation payments, gifts and hospitality, third-party due diligence and financial controls, with practical guidance on raising concerns.",
    content: `ANTI-BRIBERY AND CORRUPTION POLICY
[Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

[Company Name] is committed to conducting business honestly and ethically. We do not offer, pay, request or accept bribes in any form, and we do not tolerate bribery by anyone acting on our behalf. This policy sets out our zero-tolerance position, explains how to recognise and avoid bribery and corruption, and describes how concerns should be raised.

2. Scope

This policy applies to all directors, officers, employees, temporary staff and contractors of [Company Name], and to agents, consultants, distributors, joint venture partners and other third parties who act for us or on our behalf. It applies in every country in which we operate. Where local law sets a stricter standard than this policy, the stricter standard applies.

3. Definitions

- Bribe: anything of value offered, promised, given, requested or received with the intention of improperly influencing a person in the performance of their duties, or as a reward for improper performance.
- Anything of value: includes cash and cash equivalents, gifts, hospitality, travel, loans, job offers, internships, donations, discounts and favours, whether given directly or through an intermediary.
- Public official: any person holding a legislative, administrative or judicial position, employees of government bodies or state-owned enterprises, officials of public international organisations and candidates for political office.
- Facilitation payment: a small unofficial payment made to speed up or secure a routine government action, such as processing a permit or clearing goods through customs.

4. Policy Statement

4.1 Prohibited Conduct

Employees and third parties covered by this policy must never do any of the following things.

- Offer, promise or give a bribe to any person, whether in the public or private sector.
- Request, agree to receive or accept a bribe.
- Make facilitation payments, even where they are small or locally customary.
- Use an agent, family member or other third party to do anything that this policy prohibits.
- Falsify, conceal or mischaracterise any payment or transaction in the company's books and records.

4.2 Facilitation Payments and Duress

Facilitation payments are prohibited. The only exception is where a payment is demanded under threat of violence, detention or serious harm to a person's health or safety. In that situation personal safety comes first: the payment should be made only to the extent necessary, and the incident must be reported to [Department] as soon as it is safe to do so, so that it can be recorded accurately.

4.3 Gifts and Hospitality

Modest gifts and hospitality can help build business relationships. They are permitted only where they are proportionate, infrequent, given openly, not in cash or cash equivalents, and not offered or received during a tender, contract negotiation or regulatory decision. Any gift or hospitality given or received above the threshold set by [Department] must be recorded in the gifts and hospitality register, and anything involving a public official requires prior written approval.

4.4 Charitable Donations and Political Contributions

[Company Name] does not make political contributions. Charitable donations and sponsorships must be approved in advance, made to legitimate registered organisations, properly recorded and never used as a means of obtaining a business advantage.

5. Third Parties

We may be held responsible for bribes paid by people acting on our behalf. Before appointing an agent, consultant, distributor or other intermediary, the responsible manager must carry out risk-based due diligence. Contracts with third parties must contain anti-bribery clauses, payments must be proportionate to legitimate services actually performed, and any red flags, such as requests for cash payments, unusually high commissions or payments to accounts in a different country, must be escalated before proceeding.

6. Record Keeping and Financial Controls

All payments, expenses, gifts, hospitality and third-party fees must be recorded accurately, completely and promptly in the company's accounts. No off-book accounts may be kept. Finance will maintain controls designed to prevent and detect improper payments, and these controls will be tested periodically by internal audit.

7. Raising Concerns

Anyone who is offered or asked for a bribe, or who suspects that bribery or corruption has occurred or may occur, must report it promptly to their manager, to [Department] or through the confidential reporting channels described in the Whistleblowing Policy. [Company Name] will not penalise anyone who refuses to pay or accept a bribe, even if that refusal results in the loss of business, or who raises a concern in good faith.

8. Responsibilities

- The board has overall responsibility for ensuring this policy complies with our legal and ethical obligations.
- [Department] owns this policy, provides advice, maintains the registers and oversees investigations.
- Managers must lead by example, ensure their teams are trained and monitor higher-risk activities.
- All staff must read, understand and comply with this policy and complete the required training.

9. Training and Communication

All staff receive anti-bribery training as part of induction, with refresher training at least every two years. Employees in higher-risk roles, such as sales, procurement and anyone dealing with public officials, receive enhanced training annually. Our zero-tolerance approach is communicated to suppliers and business partners at the start of each relationship.

10. Consequences of Breach

Bribery is a serious criminal offence that can result in imprisonment and substantial fines for individuals and for the company. Any employee who breaches this policy will face disciplinary action, which could result in dismissal for gross misconduct. We may terminate our relationship with any third party that breaches this policy.

11. Monitoring and Review

[Department] will monitor the effectiveness of this policy and review it at least annually, taking account of risk assessments, audit findings, reported incidents and changes in the law. All staff are invited to suggest improvements.`,
  },
  {
    slug: "legal-whistleblowing",
    name: "Whistleblowing Policy",
    description:
      "Explains how staff and partners can report suspected wrongdoing safely and how concerns are investigated and reporters protected.",
    category: "legal",
    isPublic: true,
    requiredTier: "freemium",
    previewContent:
      "Give your people a safe, trusted way to speak up. This whistleblowing template defines reportable concerns, sets out internal and external reporting channels, and explains confidentiality, investigation timelines and protection from retaliation.",
    content: `WHISTLEBLOWING POLICY
[Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

[Company Name] is committed to the highest standards of openness, integrity and accountability. We want everyone who works with us to feel able to speak up about wrongdoing without fear of reprisal. This policy encourages the early reporting of concerns, explains how to raise them, describes how they will be handled and confirms the protection available to those who raise concerns in good faith.

2. Scope

This policy applies to all current and former employees, officers, directors, contractors, agency workers, interns, volunteers and job applicants, as well as suppliers and their staff. It covers concerns about suspected wrongdoing connected with the activities of [Company Name]. Personal grievances about an individual's own employment, such as pay, workload or a dispute with a colleague, are generally handled under the Grievance Policy, unless they also involve a wider public interest.

3. What Can Be Reported

3.1 Reportable Concerns

A reportable concern is any genuine concern that wrongdoing has occurred, is occurring or is likely to occur. Examples include criminal activity such as fraud, theft or bribery; failure to comply with a legal or regulatory obligation; danger to the health and safety of any person; damage to the environment; financial mismanagement or false accounting; misuse of personal data; serious breaches of our internal policies; and any deliberate attempt to conceal any of these matters.

3.2 Reasonable Belief

You do not need firm evidence before raising a concern. It is enough that you reasonably believe the information tends to show wrongdoing. You should not carry out your own investigation or attempt to gather evidence in ways that could breach the law or other policies, as this may compromise a formal investigation.

4. How to Raise a Concern

4.1 Internal Reporting Channels

In most cases you should first raise a concern with your line manager, either in person or in writing. If you feel unable to do so, for example because the manager is involved, you may contact [Department] directly. Concerns can also be submitted through the confidential reporting hotline or online reporting portal, which is available at all times and allows anonymous reports.

4.2 Information to Include

It helps to provide as much detail as possible, including what happened, when and where, who was involved, whether anyone else is aware, and any documents or other evidence that may support the concern.

4.3 External Reporting

The aim of this policy is to allow concerns to be raised and resolved internally. However, nothing in this policy prevents anyone from reporting to a relevant regulator, law enforcement agency or other prescribed body where the law allows it. We recommend seeking independent advice before reporting a concern to anyone outside the organisation, and disclosures to the media are protected only in limited circumstances.

5. Confidentiality and Anonymity

We will treat all reports confidentially. The identity of the person raising a concern will be shared only with those who need to know it to investigate, unless the person consents or disclosure is required by law. Anonymous reports are accepted and will be considered, although anonymity can make it harder to investigate thoroughly, to ask follow-up questions and to provide feedback. We encourage people to identify themselves where they feel able to do so.

6. Investigation and Feedback

6.1 Initial Assessment

[Department] will acknowledge receipt of a concern within seven days and carry out an initial assessment to decide the appropriate course of action. This may lead to a formal investigation, referral to another process, or a reasoned decision that no further action is needed.

6.2 Investigation

Investigations are carried out promptly, fairly and impartially by people with the necessary skills and no conflict of interest. Where appropriate, external investigators may be appointed. Anyone implicated in a concern will be given a fair opportunity to respond before conclusions are reached.

6.3 Feedback

We aim to keep the person who raised the concern informed of the progress of the investigation and its likely timescale, and to provide feedback within three months of the acknowledgement. The need for confidentiality may prevent us from sharing specific details of the investigation or of any disciplinary action taken.

7. Protection from Retaliation

No one who raises a concern in good faith will suffer dismissal, demotion, disciplinary action, threats, harassment, exclusion or any other detrimental treatment as a result, even if the concern turns out to be mistaken. Anyone who believes they have suffered retaliation should report it immediately to [Department]. Staff must not threaten or retaliate against a person who has raised a concern, and anyone found doing so will face disciplinary action.

8. Malicious or False Reports

Protection under this policy does not extend to someone who knowingly makes a false allegation or raises a concern maliciously or for personal gain. Such behaviour will be treated as a serious disciplinary matter.

9. Responsibilities

- The board has overall responsibility for this policy and for reviewing the effectiveness of actions taken in response to concerns.
- [Department] has day-to-day responsibility for operating this policy, keeping a confidential record of concerns and reporting anonymised statistics to the board.
- Managers must take concerns seriously, escalate them promptly and protect the confidentiality of the reporter.
- All staff are responsible for speaking up about wrongdoing and for supporting a culture in which others feel safe to do so.

10. Review

This policy is reviewed at least annually by [Department] in light of legal developments and the lessons learned from concerns raised. It does not form part of any contract of employment and may be amended at any time.`,
  },
  {
    slug: "legal-conflict-of-interest",
    name: "Conflict of Interest Policy",
    description:
      "Helps employees identify, disclose and manage actual, potential and perceived conflicts between personal and company interests.",
    category: "legal",
    isPublic: false,
    requiredTier: "enterprise",
    previewContent:
      "Help your people recognise and handle conflicts of interest before they become a problem. This template covers financial interests, outside roles, personal relationships and procurement, plus annual declarations, a conflict register and practical management measures.",
    content: `CONFLICT OF INTEREST POLICY
[Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

Employees of [Company Name] are expected to act in the best interests of the organisation and to make business decisions objectively. This policy helps employees recognise situations in which their personal interests could conflict, or appear to conflict, with those of the organisation, and sets out how such situations must be disclosed and managed. Having a conflict of interest is not in itself wrongdoing; failing to disclose or manage it is.

2. Scope

This policy applies to all directors, officers, employees, contractors and temporary staff of [Company Name]. It covers actual, potential and perceived conflicts of interest arising from the individual's own interests and from the interests of close family members, household members and close personal associates.

3. Definitions

- Conflict of interest: a situation in which a person's private interests interfere, or could reasonably be seen to interfere, with their ability to act impartially in the interests of [Company Name].
- Actual conflict: a conflict that currently exists.
- Potential conflict: a situation that could develop into an actual conflict in future.
- Perceived conflict: a situation in which a reasonable observer could conclude that a conflict exists, even if it does not.
- Close family member: a spouse, civil or domestic partner, parent, child, sibling, in-law or any other relative living in the same household.

4. Common Types of Conflict

4.1 Financial Interests

A conflict may arise where an employee or a close family member holds a significant financial interest in a supplier, customer, competitor or business partner of [Company Name]. Ordinary holdings in publicly listed companies through pension schemes or diversified investment funds are not normally considered significant.

4.2 Outside Employment and Directorships

Employees must obtain written approval before taking on outside employment, consultancy work, board memberships or trustee roles that could compete with the organisation, use its resources or time, or affect the employee's ability to perform their role. Unpaid roles with charities and community groups are usually acceptable but should still be disclosed where there is a link to our business.

4.3 Personal Relationships at Work

Employees must not be involved in hiring, supervising, evaluating, promoting or setting the pay of a close family member or a person with whom they have a close personal or romantic relationship. Such relationships must be disclosed so that reporting lines can be adjusted where necessary.

4.4 Procurement and Commercial Decisions

Anyone involved in selecting suppliers, negotiating contracts or approving payments must declare any connection with a bidder or supplier before the process begins and withdraw from the decision where a conflict exists.

4.5 Corporate Opportunities and Confidential Information

Employees must not take for themselves, or direct to others, business opportunities discovered through their work, and must never use confidential information of [Company Name] for personal gain or to benefit a third party.

5. Disclosure Requirements

5.1 When to Disclose

Employees must disclose any actual, potential or perceived conflict as soon as they become aware of it, and before taking part in any related decision. In addition, all employees at manager level and above, and any employee working in procurement, finance or sales, must complete an annual conflict of interest declaration, even where they have nothing to declare.

5.2 How to Disclose

Disclosures are made in writing using the declaration form provided by [Department] and submitted to the employee's line manager. The disclosure should describe the nature of the interest, the people involved and the decisions or activities it could affect. Where the line manager is also involved, the disclosure goes directly to [Department].

6. Managing Conflicts

Once a conflict has been disclosed, the line manager and [Department] will agree proportionate measures to manage it. These may include recording the conflict and taking no further action; removing the employee from specific decisions, meetings or information flows; changing reporting lines; requiring independent review of the employee's work; asking the employee to give up the conflicting interest; or, in exceptional cases, declining to proceed with the transaction. The agreed measures must be documented and reviewed whenever circumstances change.

7. Conflict Register

[Department] maintains a confidential register of all declared conflicts and the measures agreed to manage them. The register is accessible only to authorised persons, is reviewed at least annually, and may be examined by internal or external auditors.

8. Roles and Responsibilities

- Employees must identify, disclose and help manage their own conflicts, and must update their disclosure when circumstances change.
- Line managers must consider disclosures promptly and fairly, apply the agreed measures and escalate complex cases.
- [Department] provides guidance, maintains the register and reports on themes and trends to senior management.
- The board oversees conflicts involving directors and senior executives, which must be declared to the chair.

9. Breaches of this Policy

Failing to disclose a conflict, providing false or incomplete information or ignoring the measures agreed to manage a conflict may result in disciplinary action, up to and including dismissal. Where a breach has caused financial loss, [Company Name] may also seek to recover that loss. Anyone who suspects an undisclosed conflict should raise it with [Department] or through the channels described in the Whistleblowing Policy.

10. Review

This policy is reviewed at least every two years by [Department], or sooner in response to changes in law, regulation or the structure of the business. Employees who are unsure whether a situation amounts to a conflict should seek advice before acting. When in doubt, disclose.`,
  },
];
