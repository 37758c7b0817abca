import type { SeedTemplate } from "./types";

export const hrTemplates: SeedTemplate[] = [
  {
    slug: "hr-remote-hybrid-work",
    name: "Remote and Hybrid Work Policy",
    description:
      "Sets eligibility, availability, equipment, security and wellbeing rules for employees who work remotely or split time with the office.",
    category: "hr",
    isPublic: true,
    requiredTier: "freemium",
    previewContent:
      "A practical framework for remote and hybrid working. It covers who is eligible, how requests are approved, core hours, home workspace safety, company equipment and information security, so flexible work stays fair and productive.",
    content: `REMOTE AND HYBRID WORK POLICY
Company: [Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This policy explains how [Company Name] supports employees who work away from a company office for all or part of their working week. It sets common expectations for availability, communication, equipment, security and wellbeing so that flexible working arrangements remain fair, productive and sustainable for employees, managers and the wider business.

2. Scope

This policy applies to all employees of [Company Name], including full-time, part-time and fixed-term staff, who have an approved remote or hybrid working arrangement. The policy does not replace local employment law; where the law in a particular location sets a higher standard, that standard applies.

3. Definitions

- Remote work: an arrangement in which the employee performs their role primarily from a location other than a company office, usually their home.
- Hybrid work: an arrangement in which the employee divides their working week between a company office and an approved remote location.
- Core hours: the period of the working day, agreed by each team, during which employees are expected to be available for meetings and collaboration.
- Remote work agreement: the written record, approved by the employee's manager and [Department], that sets out the terms of an individual arrangement.

4. Policy

4.1 Eligibility

Remote and hybrid work is a business arrangement, not a contractual entitlement, unless a written contract states otherwise. Eligibility depends on the nature of the role, the employee's performance, the needs of the team and the suitability of the proposed work location. Roles that require regular physical presence, such as those involving on-site equipment, facilities or customer visits, may be eligible only for limited hybrid arrangements or none at all.

4.2 Requesting an Arrangement

Employees should submit a request to their manager describing the proposed pattern of work, the remote location and any support they will need. Managers will respond in writing within a reasonable period, normally four weeks, and will consult [Department] before approving or declining. Any refusal will include the business reasons for the decision, and the employee may ask for the request to be reconsidered after six months, or sooner if circumstances change.

4.3 Working Hours and Availability

Remote and hybrid employees work the same contracted hours as office-based colleagues. They must be reachable during agreed core hours, keep their calendar and status up to date, and respond to messages within the timeframes expected of their team. Employees should record working time accurately where required, and no employee should be expected to remain permanently available outside their normal hours.

4.4 Workspace, Health and Safety

Employees are responsible for maintaining a safe, quiet and suitably equipped workspace. Before an arrangement begins, employees will complete a workstation self-assessment, and [Department] may provide guidance or equipment to address any issues identified. Work-related injuries that occur at a remote location must be reported in the same way as injuries that occur in the office.

4.5 Equipment and Expenses

[Company Name] will provide the equipment needed to perform the role, which normally includes a laptop, headset and any required software. Company equipment remains company property, must be used in line with the acceptable use policy and must be returned when the arrangement or employment ends. Reasonable additional costs, such as a contribution towards internet access or office furniture, may be reimbursed where approved in advance and supported by receipts.

4.6 Information Security and Confidentiality

Employees must protect company and customer information wherever they work. The following minimum requirements apply to every remote and hybrid arrangement.

- Use only company-approved devices and applications for company work.
- Connect through the company virtual private network or another approved secure connection.
- Lock screens when stepping away and avoid working on confidential material in public spaces.
- Store documents in approved company systems rather than on personal storage.
- Report any lost device or suspected security incident immediately.

4.7 Working From Another Location

Employees must not work from a location other than the one stated in their remote work agreement for more than ten working days in any calendar year without prior approval. Working from another country, even briefly, can create tax, immigration and legal obligations for both the employee and [Company Name], and always requires written approval from [Department] in advance.

4.8 Changing or Ending an Arrangement

Either the employee or the company may propose changes to an arrangement. Except in urgent situations, [Company Name] will give at least four weeks' notice before ending or significantly changing an approved arrangement.

5. Responsibilities

Employees are responsible for meeting the expectations in this policy and in their remote work agreement, and for raising concerns early. Managers are responsible for setting clear goals, assessing performance on results rather than visibility, treating remote and office-based staff fairly, and maintaining regular contact with their teams. [Department] is responsible for administering requests, keeping records of approved arrangements, advising on legal requirements and maintaining this policy.

6. Wellbeing and Inclusion

Working away from colleagues can lead to isolation or difficulty separating work and personal time. Employees are encouraged to take regular breaks, keep to their working hours and use the support services available through [Company Name]. Managers should hold regular one-to-one conversations, include remote participants fully in meetings and ensure that development opportunities are available to all employees regardless of where they work.

7. Compliance

Failure to follow this policy, including breaches of information security or working from an unapproved location, may lead to the arrangement being withdrawn and may result in disciplinary action in line with company procedures.

8. Review

[Department] will review this policy at least once a year, or sooner if required by changes in law, technology or business needs.`,
  },
  {
    slug: "hr-code-of-conduct",
    name: "Code of Conduct",
    description:
      "Defines the standards of behaviour, integrity and speaking up expected of everyone who works for or on behalf of the company.",
    category: "hr",
    isPublic: true,
    requiredTier: "per_document",
    previewContent:
      "A clear, values-based Code of Conduct for your whole workforce. It covers respect at work, conflicts of interest, gifts, anti-bribery, confidentiality and accurate records, and explains how to raise concerns without fear of retaliation.",
    content: `CODE OF CONDUCT
Company: [Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This Code of Conduct describes the standards of behaviour that [Company Name] expects from everyone who works for or on behalf of the company. It is intended to help people make sound decisions, protect the trust of customers and colleagues, and make clear where to go for guidance when a situation is uncertain. The Code cannot cover every circumstance, so everyone is expected to apply its principles with good judgement.

2. Scope

The Code applies to all employees, directors, officers, interns and temporary staff of [Company Name], wherever they are located. Contractors, consultants and agency workers are expected to follow the Code while performing work for the company. It applies during working hours, at company events, during business travel and in any other setting where a person represents the company, including online.

3. Core Principles

Our conduct is guided by four principles that apply to every decision we make.

- Integrity: we are honest, keep our commitments and take responsibility for our actions.
- Respect: we treat everyone with dignity and value different views and backgrounds.
- Accountability: we follow the law and company policies, and we speak up when something is wrong.
- Care: we protect the health, safety, privacy and wellbeing of colleagues, customers and communities.

4. Standards of Behaviour

4.1 Respectful Workplace

Everyone is entitled to a workplace free from harassment, bullying, discrimination and intimidation. Employees should communicate courteously, listen to others and resolve disagreements professionally. Behaviour that demeans, excludes or threatens others is not acceptable, whether it takes place in person, in writing or through digital channels.

4.2 Conflicts of Interest

A conflict of interest arises when personal interests, relationships or activities could influence, or appear to influence, business decisions. Employees must disclose any actual or potential conflict to their manager and to [Department] as soon as they become aware of it. Common examples include a financial interest in a supplier or competitor, outside employment that overlaps with company work, and managing or hiring a close relative.

4.3 Gifts and Hospitality

Modest gifts and hospitality can support good business relationships, but they must never influence a decision or create a sense of obligation. Employees must not offer or accept cash or cash equivalents, and must not offer or accept gifts while a tender or negotiation is in progress. Any gift or hospitality above the value set in the company's gifts register guidance must be recorded and approved in advance.

4.4 Anti-Bribery and Fair Dealing

[Company Name] does not tolerate bribery or corruption in any form. Employees must never offer, promise, give, request or accept anything of value in order to obtain an improper advantage. We compete fairly, describe our products and services accurately, and never seek or use confidential information that belongs to competitors.

4.5 Confidentiality and Data Protection

Employees must protect confidential company information and the personal data of customers, colleagues and partners. Information should be accessed only when needed for work, shared only with people who are authorised to receive it, and stored in approved systems. These obligations continue after employment ends.

4.6 Use of Company Assets

Company property, including equipment, funds, systems, time and intellectual property, must be used responsibly and for legitimate business purposes. Limited personal use of company devices is permitted where it does not interfere with work or breach other policies. Theft, fraud and deliberate misuse of assets are serious breaches of this Code.

4.7 Accurate Records

All business records, including expense claims, timesheets, financial reports and customer records, must be complete, accurate and honest. Employees must never create false or misleading entries or conceal information from auditors or managers.

4.8 Social Media and Public Statements

Employees may use social media in a personal capacity but must not disclose confidential information or suggest that they speak on behalf of [Company Name] unless they are authorised to do so. Media enquiries should be referred to the designated communications contact.

4.9 Health, Safety and Substances

Employees must follow safety rules, report hazards and incidents promptly, and never work while impaired by alcohol or drugs. Alcohol may be served at approved company events, where moderate and responsible consumption is expected.

5. Speaking Up

Anyone who becomes aware of conduct that may breach this Code, the law or company policy is encouraged to raise it promptly. Concerns can be raised with a line manager, with [Department], or through the confidential reporting channel, which accepts anonymous reports where the law permits. All reports will be taken seriously and reviewed fairly. [Company Name] prohibits retaliation against anyone who raises a concern in good faith or assists with an investigation, and retaliation will itself be treated as a serious breach of this Code.

6. Responsibilities

Every employee is responsible for reading, understanding and following this Code and for completing any related training. Managers have an additional responsibility to lead by example, to create an environment in which people feel able to raise concerns, and to respond appropriately when concerns are raised. [Department] is responsible for maintaining the Code, providing guidance, and coordinating investigations with other functions where needed.

7. Compliance and Consequences

Breaches of this Code will be investigated and may result in disciplinary action up to and including dismissal. Where conduct may also be unlawful, [Company Name] may refer the matter to the appropriate authorities. Employees will be asked to confirm each year that they have read the Code and will comply with it.

8. Review

[Department] will review this Code at least annually and update it to reflect changes in law, regulation and company values. Questions about the Code should be directed to [Department].`,
  },
  {
    slug: "hr-leave-time-off",
    name: "Leave and Time Off Policy",
    description:
      "Explains annual, sick, family, bereavement and other leave, plus how time off is requested, approved, recorded and carried over.",
    category: "hr",
    isPublic: false,
    requiredTier: "per_document",
    previewContent:
      "One policy for every kind of time off. It sets out annual leave, public holidays, sick leave, family and bereavement leave, the request and approval process, and the rules for carry-over and payment of untaken leave.",
    content: `LEAVE AND TIME OFF POLICY
Company: [Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This policy sets out the types of leave available to employees of [Company Name], how leave is requested and approved, and how absences are recorded. Its aim is to make sure employees can rest, recover and manage personal responsibilities, while the company maintains the staffing it needs to serve customers reliably.

2. Scope

This policy applies to all employees of [Company Name]. Part-time employees receive leave entitlements on a pro-rata basis according to their contracted hours. Where statutory requirements in a particular country or region provide greater entitlements or different procedures, those requirements take precedence over this policy, and [Department] will publish any local supplements.

3. Definitions

- Leave year: the twelve-month period over which annual leave entitlement is calculated, normally the calendar year unless a local supplement states otherwise.
- Annual leave: paid time off that employees may use for holidays, rest or personal matters.
- Working day: a day on which the employee is normally scheduled to work.
- Approver: the employee's line manager or another person nominated to approve leave requests for the team.

4. Types of Leave

4.1 Annual Leave

Full-time employees receive the annual leave entitlement stated in their employment contract, in addition to public holidays. Entitlement accrues evenly through the leave year. Employees are encouraged to take at least one period of five consecutive working days off each year so that they can rest fully.

4.2 Public Holidays

Employees receive the public holidays observed at their work location. Employees who are required to work on a public holiday will receive an alternative day off or payment in line with their contract and local law.

4.3 Sick Leave

Employees who are unable to work because of illness or injury should inform their manager as early as possible on the first day of absence, and no later than the start of their normal working hours. For absences longer than five consecutive working days, a medical certificate or equivalent evidence is required. Sick pay is provided in accordance with the employee's contract and applicable law.

4.4 Family Leave

[Company Name] provides maternity, paternity, adoption and shared parental leave in line with statutory requirements and any enhanced company scheme described in the local supplement. Employees should notify [Department] as early as they feel comfortable so that entitlements, pay and return-to-work arrangements can be planned together.

4.5 Bereavement Leave

Employees may take up to five days of paid bereavement leave following the death of a close family member, and up to two days following the death of another relative or close friend. Managers may approve additional paid or unpaid time in exceptional circumstances.

4.6 Other Leave

The company also supports the following types of leave, subject to the conditions set out in local supplements.

- Jury or civic duty leave for employees who are summoned to serve.
- Emergency dependant leave to deal with unexpected situations involving a dependant.
- Volunteering leave of up to two days per year for approved community activities.
- Unpaid leave, which may be granted at the company's discretion for personal reasons.

5. Requesting and Approving Leave

5.1 Planned Leave

Planned leave should be requested through the company's time-off system with notice of at least twice the length of the leave requested, for example two weeks' notice for a one-week absence. Approvers will respond within five working days. Requests are normally approved on a first-come, first-served basis, although approvers may take business needs, fairness and previous holiday patterns into account.

5.2 Declining Requests

An approver may decline a request where the absence would leave the team unable to meet essential commitments. When declining, the approver should explain the reason and work with the employee to find alternative dates.

5.3 Unplanned Absence

Employees who are absent unexpectedly must contact their manager directly, by telephone where possible, rather than relying on a message passed on by colleagues. The absence must be recorded in the time-off system when the employee returns.

6. Carry-Over and Payment in Lieu

Employees may carry over up to five days of unused annual leave into the next leave year, to be used within the first three months, unless local law requires otherwise. Leave that could not be taken because of sickness or family leave will be carried over in line with legal requirements. Unused leave is not paid out during employment, but accrued and untaken leave will be paid on termination, and leave taken in excess of accrual may be deducted from final pay where the law allows.

7. Responsibilities

Employees are responsible for planning their leave, submitting requests on time and recording absences accurately. Managers are responsible for approving requests fairly, encouraging their teams to use their full entitlement and keeping adequate cover in place. [Department] is responsible for maintaining the time-off system, advising on entitlements and ensuring this policy complies with the law.

8. Compliance

Absence without authorisation, misuse of sick leave or falsification of leave records may lead to disciplinary action. Concerns about repeated or long-term absence will be handled supportively, with a focus on wellbeing and on any reasonable adjustments that may help the employee return to work.

9. Review

[Department] will review this policy every year and after any significant change in employment law. Questions about entitlements or the leave process should be directed to [Department].`,
  },
  {
    slug: "hr-anti-harassment-equal-opportunity",
    name: "Anti-Harassment and Equal Opportunity Policy",
    description:
      "Commits the company to equal opportunity and sets out prohibited conduct, reporting routes, investigations and protection from retaliation.",
    category: "hr",
    isPublic: false,
    requiredTier: "enterprise",
    previewContent:
      "A comprehensive policy that combines an equal opportunity commitment with firm rules against harassment, bullying and victimisation. It defines prohibited conduct, offers several reporting routes and sets out a fair, confidential investigation process.",
    content: `ANTI-HARASSMENT AND EQUAL OPPORTUNITY POLICY
Company: [Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

[Company Name] is committed to a workplace in which everyone is treated with dignity and respect and in which decisions about people are based on merit. This policy explains the behaviour that is prohibited, how to report concerns, how reports will be handled, and the responsibilities shared by everyone who works for the company.

2. Scope

This policy covers all employees, job applicants, contractors, interns and volunteers, and applies to conduct by and towards customers, suppliers and visitors. It applies at all company premises and remote work locations, at work-related social events, during business travel and in online communications, including messaging platforms and social media where there is a connection to work.

3. Definitions

- Discrimination: treating a person less favourably, or applying a rule that disadvantages a group, because of a protected characteristic.
- Protected characteristics: characteristics protected under applicable law, which commonly include age, disability, gender identity, marital or civil partnership status, pregnancy and maternity, race, colour, nationality, ethnic origin, religion or belief, sex and sexual orientation.
- Harassment: unwanted conduct related to a protected characteristic that violates a person's dignity or creates an intimidating, hostile, degrading, humiliating or offensive environment.
- Sexual harassment: unwanted conduct of a sexual nature, including verbal, non-verbal and physical conduct.
- Bullying: repeated offensive, intimidating or insulting behaviour, or misuse of power, that undermines or humiliates a person.
- Victimisation: treating someone unfavourably because they raised a concern or supported someone else in doing so.

4. Equal Opportunity

4.1 Commitment

[Company Name] will not discriminate on the basis of any protected characteristic in recruitment, pay, training, promotion, discipline, dismissal or any other aspect of employment. We aim to build a workforce that reflects the communities we serve and an environment in which everyone can contribute fully.

4.2 Recruitment and Progression

Job descriptions and selection criteria will be based on the genuine requirements of the role. Interview panels should include more than one person where practical, and hiring decisions will be documented with reasons. Opportunities for training and promotion will be communicated openly to all eligible employees.

4.3 Reasonable Adjustments

The company will make reasonable adjustments for disabled applicants and employees, and will give fair consideration to requests related to religious observance, pregnancy and caring responsibilities. Requests should be made to a manager or to [Department] and will be handled confidentially.

5. Prohibited Conduct

Harassment, bullying, discrimination and victimisation are prohibited. Examples include, but are not limited to, the behaviours listed below.

- Offensive jokes, slurs, name-calling or comments about a person's appearance or background.
- Unwelcome physical contact, sexual advances or requests for sexual favours.
- Displaying or sharing offensive images, messages or other materials.
- Deliberately excluding, isolating or undermining a colleague.
- Making employment decisions or offering benefits in exchange for sexual favours.
- Threats, intimidation or retaliation against anyone who raises a concern.

Conduct can amount to harassment even if it was not intended to cause offence, and a single serious incident may be enough.

6. Reporting and Investigation

6.1 How to Raise a Concern

Anyone who experiences or witnesses prohibited conduct is encouraged to report it as soon as possible. Where they feel comfortable doing so, they may first ask the person responsible to stop. Concerns can be raised informally or formally with a manager, any member of [Department], a senior leader, or through the confidential reporting line. A report does not need to be in writing to be taken seriously.

6.2 Investigation Process

All reports will be assessed promptly. Where a formal investigation is needed, an impartial investigator will be appointed, and the people involved will have the opportunity to give their account and to be accompanied where the law or company procedures allow. Interim measures, such as changes to reporting lines or working locations, may be put in place to protect those involved without prejudging the outcome. The company aims to complete investigations within 30 days and will keep the parties informed of progress.

6.3 Confidentiality

Information will be shared only with those who need it to investigate or resolve the matter. Everyone involved is expected to keep the matter confidential, and records will be stored securely by [Department].

6.4 Outcomes

Where a complaint is upheld, the company will take appropriate action, which may include training, mediation, changes to working arrangements or disciplinary action up to and including dismissal. Where the person responsible is not an employee, the company will take appropriate steps with the relevant supplier, customer or agency.

7. Protection From Retaliation

No one will be treated unfavourably for making a complaint in good faith, providing information or taking part in an investigation. Retaliation is a serious disciplinary offence. Knowingly making false allegations is also a disciplinary matter, but a complaint that is not upheld is not, by itself, evidence of bad faith.

8. Responsibilities

All employees must treat others with respect and must not tolerate prohibited conduct. Managers must model inclusive behaviour, act promptly on any concerns they observe or receive, and must never dismiss inappropriate conduct as harmless banter. [Department] will provide training for all staff on joining and at regular intervals, monitor equal opportunity data where lawful, and report trends to senior leadership.

9. Review

[Department] will review this policy annually, taking account of legal changes, complaint trends and feedback from employees. Questions about this policy should be directed to [Department].`,
  },
];
