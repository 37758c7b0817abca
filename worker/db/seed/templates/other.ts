import type { SeedTemplate } from "./types";

export const otherTemplates: SeedTemplate[] = [
  {
    slug: "other-health-safety",
    name: "Health and Safety Policy",
    description:
      "Sets out your commitment to a safe workplace, who is responsible for what, and the arrangements for managing health and safety risks.",
    category: "other",
    isPublic: true,
    requiredTier: "freemium",
    previewContent:
      "A clear health and safety policy statement with the responsibilities and arrangements that make it work in practice. It covers risk assessment, induction and training, incident reporting, fire and first aid, home working, wellbeing, contractors and consultation.",
    content: `HEALTH AND SAFETY POLICY
[Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

[Company Name] is committed to providing a safe and healthy working environment for employees, contractors, visitors and anyone else affected by our activities. This policy sets out that commitment, the arrangements we have in place to manage health and safety risks, and the responsibilities of everyone in the organisation. Our aim is to prevent work-related injuries and ill health, not merely to meet the minimum requirements of the law.

2. Scope

This policy applies to all employees, contractors, agency workers, volunteers and visitors at every site operated by [Company Name], including offices, warehouses, client premises, vehicles used for work and home-working environments. It covers both physical and psychological health.

3. Policy Statement

So far as is reasonably practicable, we will identify hazards and assess the risks arising from our work; put in place effective controls to eliminate or reduce those risks; provide safe premises, equipment and systems of work; give employees the information, instruction, training and supervision they need to work safely; consult employees on matters affecting their health and safety; and monitor our performance and seek continual improvement. Adequate resources will be made available to meet these commitments.

4. Responsibilities

4.1 Senior Management

Senior management has overall responsibility for health and safety, sets objectives, allocates resources and reviews performance at least annually. A named director is accountable for health and safety at board level.

4.2 Managers and Supervisors

Managers ensure that risk assessments are completed for activities in their area, that control measures are implemented and followed, that staff are trained and competent, and that accidents and near misses are reported and investigated.

4.3 Employees

All employees must take reasonable care of their own health and safety and that of others, follow safe systems of work, use equipment and protective clothing correctly, and report hazards, defects, injuries and near misses promptly. No one should carry out a task they believe to be unsafe; they should stop and seek advice.

4.4 Health and Safety Function

The health and safety function within [Department] provides competent advice, maintains this policy and its supporting procedures, coordinates inspections and audits, and keeps records of training, incidents and risk assessments.

5. Arrangements

5.1 Risk Assessment

Risk assessments are carried out for all significant workplace activities, for new equipment or processes, and for individuals at particular risk, such as new or expectant mothers, young workers and employees with disabilities. Assessments are reviewed at least annually and whenever there is a significant change or an incident.

5.2 Training and Induction

All new starters receive a health and safety induction on their first day covering emergency procedures, first aid arrangements, incident reporting and the hazards specific to their role. Job-specific training is provided before employees undertake higher-risk tasks, with refresher training at suitable intervals.

5.3 Accident and Incident Reporting

All accidents, incidents, near misses and cases of work-related ill health must be reported to the line manager and recorded in the incident log within 24 hours. Serious incidents are investigated to establish root causes, and legally reportable incidents are notified to the relevant authority within the required timescales.

5.4 Fire and Emergency Procedures

Each site has a documented emergency plan, trained fire wardens, clearly marked escape routes and regularly tested alarms. Evacuation drills are held at least twice a year. Fire exits and escape routes must never be blocked.

5.5 First Aid

An adequate number of trained first aiders and suitably stocked first aid kits are provided at each site, based on an assessment of need. The names and contact details of first aiders are displayed on notice boards.

5.6 Display Screen Equipment and Home Working

Employees who use computers regularly, including at home, must complete a workstation self-assessment. [Company Name] will provide suitable equipment and adjustments where needed and will fund eye tests for regular screen users.

5.7 Wellbeing and Mental Health

We recognise that stress and poor mental health can be caused or made worse by work. Managers will monitor workloads, encourage reasonable working hours and signpost employees to confidential support, including the employee assistance programme.

5.8 Contractors and Visitors

Contractors must be competent, provide their own risk assessments and method statements for higher-risk work, and be inducted before starting. Visitors must sign in, be accompanied where necessary and be briefed on emergency procedures.

6. Consultation

We consult employees on health and safety through team meetings, the health and safety committee and elected representatives. Employees are encouraged to raise concerns and suggest improvements at any time, and nobody will suffer detriment for raising a genuine safety concern.

7. Monitoring and Performance

Performance is monitored through workplace inspections, audits, incident statistics and the tracking of corrective actions. Results are reported to senior management every quarter and used to set improvement objectives for the following year.

8. Compliance

Failure to comply with this policy or with safe systems of work may result in disciplinary action. Serious or deliberate breaches that endanger others may be treated as gross misconduct.

9. Review

This policy is reviewed at least annually by [Department], and whenever there is a significant change in our operations or the law, or following a serious incident. A signed copy of the policy statement is displayed at each site.`,
  },
  {
    slug: "other-environmental-sustainability",
    name: "Environmental Sustainability Policy",
    description:
      "Commits your organisation to cutting emissions, waste and resource use, with clear targets, responsibilities and annual reporting.",
    category: "other",
    isPublic: false,
    requiredTier: "per_document",
    previewContent:
      "Turn environmental ambition into a workable policy. This template covers emissions and energy, waste and resources, pollution prevention, travel and sustainable procurement, together with target setting, responsibilities and credible reporting.",
    content: `ENVIRONMENTAL SUSTAINABILITY POLICY
[Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

[Company Name] recognises that its operations, products and supply chain have an impact on the environment, and that reducing that impact is both a responsibility and a business priority. This policy sets out our commitment to protecting the environment, preventing pollution, using resources efficiently and reducing greenhouse gas emissions. It provides a framework for setting environmental objectives and for measuring and reporting our progress.

2. Scope

This policy applies to all operations, sites, vehicles and employees of [Company Name], and to contractors working on our behalf. It also guides our relationships with suppliers, customers and other stakeholders, since a significant share of our environmental impact occurs outside our direct control.

3. Definitions

- Environmental aspect: any element of our activities, products or services that interacts with the environment, such as energy use, waste or transport.
- Scope 1 emissions: direct greenhouse gas emissions from sources we own or control, such as company vehicles and on-site fuel use.
- Scope 2 emissions: indirect emissions from the generation of purchased electricity, heat or cooling.
- Scope 3 emissions: all other indirect emissions in our value chain, including purchased goods, business travel, employee commuting and the use of our products.
- Net zero: a state in which emissions are reduced to a minimum and any residual emissions are balanced by permanent removals.

4. Our Commitments

We treat compliance with all applicable environmental laws, regulations and permits as a minimum standard, and we aim to go beyond it wherever it is practical to do so. The commitments below apply across the business.

4.1 Climate and Energy

We will measure our scope 1, 2 and material scope 3 emissions annually using a recognised methodology, set science-aligned reduction targets and publish a transition plan towards net zero. We will improve the energy efficiency of our buildings and equipment, buy electricity from renewable sources wherever practicable, and move our vehicle fleet to low- and zero-emission vehicles as leases are renewed. Carbon offsets will be used only for residual emissions and only from credible, independently verified projects.

4.2 Resource Use and Waste

We apply the waste hierarchy: avoid, reduce, reuse, recycle, and only then dispose. Sites will provide clearly labelled recycling facilities, minimise single-use items and ensure hazardous waste is handled by licensed contractors. Electronic equipment at the end of its life will be refurbished, donated or recycled through certified providers after secure data wiping.

4.3 Water and Pollution Prevention

We will monitor water consumption at our larger sites, fix leaks promptly and use water-efficient fittings. Chemicals and fuels will be stored in a way that prevents spills, and spill response procedures and kits will be available wherever these substances are used.

4.4 Travel

Employees should consider whether travel is necessary before booking it, and use video conferencing where it is an effective alternative. Where travel is required, rail is preferred to air for domestic and short-haul journeys when reasonable in time and cost. We will support lower-carbon commuting through measures such as cycle schemes and flexible working.

4.5 Sustainable Procurement

Environmental criteria will be included in the selection of suppliers for significant contracts. We will favour products that are durable, repairable, energy-efficient and made from recycled or responsibly sourced materials, and we will engage our key suppliers on their own emissions and targets.

5. Objectives and Targets

[Department] will propose measurable environmental objectives each year, covering as a minimum energy use, emissions, waste and business travel. Objectives are approved by senior management and assigned to named owners with clear deadlines, and progress is tracked every quarter.

6. Roles and Responsibilities

- The board approves this policy and the emissions reduction targets, and receives regular progress reports.
- A named executive sponsor is accountable for environmental performance.
- [Department] coordinates the environmental programme, collects data and prepares reports.
- Site and facilities managers manage the environmental aspects of their sites, including energy, waste and contractors.
- All employees are expected to switch off equipment when not in use, use recycling facilities correctly, travel responsibly and suggest improvements.

7. Training and Engagement

All employees are introduced to this policy at induction. Staff whose roles have a significant environmental impact, such as facilities, procurement and logistics, receive additional training. We encourage a network of volunteer sustainability champions to share ideas and promote good practice across the business.

8. Measurement and Reporting

Environmental data is collected using consistent methods and checked for accuracy before it is reported. [Company Name] will publish an annual summary of its environmental performance, including progress against targets, and will seek independent assurance of key figures where appropriate. Claims about the environmental benefits of our products or operations must be specific, accurate and supported by evidence, and must be reviewed by [Department] before publication.

9. Compliance

Environmental incidents, such as spills or permit breaches, must be reported immediately to the site manager and to [Department]. Breaches of this policy may result in disciplinary action.

10. Review

This policy is reviewed at least annually by senior management and [Department], taking into account our performance, regulatory changes, stakeholder expectations and developments in climate science.`,
  },
  {
    slug: "other-social-media",
    name: "Social Media Policy",
    description:
      "Guides employees on responsible use of social media, both on official company accounts and in a personal capacity.",
    category: "other",
    isPublic: true,
    requiredTier: "freemium",
    previewContent:
      "Help your team use social media confidently without putting the business at risk. This template covers official accounts, personal use, prohibited conduct, account security and scams, and what to do when something goes wrong.",
    content: `SOCIAL MEDIA POLICY
[Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

Social media offers [Company Name] and its people valuable opportunities to share news, engage with customers and build professional networks. It also carries risks, including the disclosure of confidential information, damage to our reputation, harassment and legal liability. This policy explains what is expected of employees when they use social media, whether on behalf of the company or in a personal capacity, so that everyone can use these platforms confidently and responsibly.

2. Scope

This policy applies to all employees, contractors, interns and temporary staff of [Company Name]. It covers all social media and online platforms, including social networks, professional networking sites, video and image sharing services, messaging apps with public or group channels, blogs, forums, podcasts and review sites. It applies on company and personal devices, during and outside working hours, whenever the content relates to the company, its people, its customers or its business.

3. Definitions

- Official accounts: social media accounts created and managed by or for [Company Name].
- Authorised spokesperson: an employee approved by [Department] to post on official accounts or speak publicly on behalf of the company.
- Confidential information: any non-public information about [Company Name], its customers, suppliers or employees, including financial results, product plans, pricing, contracts and personal data.

4. Official Company Accounts

4.1 Ownership and Access

All official accounts are owned by [Company Name] and managed by [Department]. New accounts may only be created with the approval of [Department]. Login credentials must be stored in the approved password manager, protected by multi-factor authentication, and removed promptly when a person leaves or changes role.

4.2 Posting on Behalf of the Company

Only authorised spokespeople may post on official accounts. Content must be accurate, respectful, consistent with our brand guidelines and compliant with advertising, copyright and data protection law. Posts announcing financial information, legal matters or significant business changes must be approved in advance by senior management.

4.3 Responding to Comments and Complaints

Customer complaints and negative comments should be acknowledged politely and moved to a private channel where possible. Staff must never argue publicly with customers, and media enquiries received through social media must be referred to [Department].

5. Personal Use of Social Media

5.1 General Expectations

We respect employees' right to a private life and to express their views. When using social media personally, employees should remember that their posts may be public, permanent and linked back to their employer. Personal use during working hours should be limited and must not interfere with work.

5.2 Identifying Yourself as an Employee

Employees who mention their role at [Company Name] in a profile or post should make clear that their views are their own and do not represent the company. A short statement such as "views are my own" is sufficient.

5.3 Prohibited Conduct

Employees must not, whether on company or personal accounts, disclose confidential information; post content that is discriminatory, harassing, bullying, threatening, obscene or defamatory; make derogatory comments about colleagues, customers, suppliers or competitors; create accounts that could be mistaken for official accounts; or post photographs of colleagues, customers or workplaces without permission.

5.4 Professional Networking

Employees are welcome to share public company content and to maintain professional profiles. Contacts made through work remain business relationships of [Company Name], and contact lists must not be used to solicit customers for a competing business in breach of contractual obligations.

6. Security and Scams

Social media is frequently used to target employees with phishing, fraud and social engineering. Employees should be cautious about sharing details of their role, travel plans or internal systems, should verify unexpected connection requests from people claiming to be colleagues, and should report suspicious messages to the IT service desk.

7. Monitoring

[Company Name] may monitor official accounts and publicly available content that refers to the company, in line with applicable law and our Data Protection and Privacy Policy. We will never ask employees for access to their personal accounts.

8. Reporting Concerns

Employees who see content that may breach this policy, or that threatens the safety or reputation of colleagues or the company, should report it to their manager or to [Department]. If you make a mistake, such as posting something inaccurate or confidential, remove it and report it promptly; early reporting helps limit any harm.

9. Responsibilities

- [Department] owns this policy, manages official accounts, approves spokespeople and provides training.
- Managers ensure their teams understand this policy and escalate concerns.
- All employees are responsible for their own online conduct and for complying with this policy.

10. Breaches

Breaches of this policy may lead to disciplinary action, up to and including dismissal, and employees may be asked to remove content. Some breaches, such as harassment or the disclosure of inside information, may also be unlawful.

11. Review

This policy is reviewed annually by [Department] to reflect changes in platforms, technology and the law.`,
  },
  {
    slug: "other-business-continuity",
    name: "Business Continuity Policy",
    description:
      "Defines how your organisation prepares for, responds to and recovers from disruptive incidents while protecting critical services.",
    category: "other",
    isPublic: false,
    requiredTier: "enterprise",
    previewContent:
      "Be ready when disruption strikes. This business continuity template sets out impact analysis, recovery objectives, continuity plans, incident escalation and communication, supplier resilience and a regular testing programme.",
    content: `BUSINESS CONTINUITY POLICY
[Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This policy establishes the framework [Company Name] uses to prepare for, respond to and recover from disruptive incidents. Its aim is to protect our people, continue delivering critical products and services at an acceptable level during a disruption, meet our obligations to customers, regulators and partners, and return to normal operations as quickly and safely as possible.

2. Scope

This policy applies to all business units, locations, systems and employees of [Company Name]. It covers disruptions of any cause, including loss of premises, technology failures, cyber attacks, loss of key suppliers, pandemics, extreme weather, utility outages and the sudden unavailability of key staff. Detailed IT disaster recovery arrangements are set out in separate technical plans, which must be aligned with this policy.

3. Definitions

- Business continuity: the capability of the organisation to continue delivering products or services at acceptable predefined levels following a disruption.
- Business impact analysis (BIA): the process of analysing activities and the effect a disruption might have on them.
- Critical activity: an activity whose interruption would cause unacceptable harm to customers, finances, reputation or legal compliance.
- Recovery time objective (RTO): the maximum acceptable time within which an activity must be resumed after a disruption.
- Recovery point objective (RPO): the maximum acceptable amount of data loss, measured in time, after a disruption.
- Incident management team (IMT): the group of senior staff responsible for directing the response to a major disruption.

4. Policy Statement

[Company Name] will maintain a business continuity programme that is proportionate to its size, complexity and risk profile and aligned with recognised good practice. Continuity considerations will be built into business planning, change management, procurement and the design of new products and systems.

5. Business Continuity Programme

5.1 Business Impact Analysis

Each business unit, supported by [Department], will complete a business impact analysis at least annually. The BIA identifies critical activities, the resources they depend on — people, premises, technology, data and suppliers — the impact of disruption over time, and the RTO and RPO for each activity. Results must be approved by the relevant senior manager.

5.2 Risk Assessment

Threats that could disrupt critical activities are assessed for likelihood and impact. Where risks are unacceptable, proportionate measures are put in place to reduce them, such as redundant systems, alternative suppliers, cross-training of staff and protection of key facilities.

5.3 Continuity Strategies

Strategies are selected to meet the agreed recovery objectives at a reasonable cost. They may include remote working, relocation to alternative sites, manual workarounds, secondary data centres, cloud-based backups and minimum stocks of critical supplies.

5.4 Business Continuity Plans

Each critical business unit maintains a documented plan describing roles, contact lists, activation criteria, recovery procedures, communication arrangements and the resources needed. Plans must be concise, accessible offline and available to those who need them when normal systems are down.

6. Incident Response

6.1 Activation and Escalation

Any employee who becomes aware of an incident that may disrupt critical activities must report it immediately to their manager and to the IT service desk or facilities team as appropriate. The IMT leader, or a nominated deputy, decides whether to invoke continuity plans, and the decision and its rationale are logged.

6.2 Communication

The IMT is responsible for coordinated, timely and accurate communication with employees, customers, suppliers, regulators, insurers and the media. Only authorised spokespeople may comment publicly on an incident. Employees must keep their emergency contact details up to date so that they can be reached outside normal working hours.

6.3 Recovery and Return to Normal

Once the immediate situation is under control, the IMT oversees the restoration of normal operations in order of priority, confirms that data and systems are complete and reliable, and formally stands down the response.

7. Testing and Exercising

Plans are only effective if they work in practice. Each plan is exercised at least annually through desktop walk-throughs, simulations or live tests of technical recovery, and backup restoration is tested at least every six months. Lessons identified are recorded, assigned owners and tracked to completion.

8. Suppliers and Outsourcing

Critical suppliers and outsourced service providers must demonstrate adequate continuity arrangements before contract award and periodically thereafter. Contracts should include continuity and incident notification obligations, and alternative sources of supply should be identified wherever a single point of failure exists.

9. Roles and Responsibilities

- The board approves this policy and receives an annual report on continuity readiness.
- The executive sponsor is accountable for the programme and chairs the IMT.
- [Department] coordinates the programme, maintains templates and records, and organises exercises.
- Business unit heads ensure that BIAs and plans for their areas are complete, current and tested.
- All employees must know their role in an incident, take part in exercises and follow instructions during a disruption.

10. Training and Awareness

All staff receive continuity awareness training at induction. Members of the IMT and plan owners receive role-specific training and take part in at least one exercise each year.

11. Post-Incident Review

After every significant incident or plan invocation, a review is held within 30 days to identify what worked well and what should be improved. Findings are reported to senior management and used to update plans and strategies.

12. Review

This policy is reviewed at least annually by [Department], and following any major incident, significant organisational change or change in legal or regulatory requirements.`,
  },
];
