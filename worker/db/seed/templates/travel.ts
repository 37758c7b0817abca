import type { SeedTemplate } from "./types";

export const travelTemplates: SeedTemplate[] = [
  {
    slug: "travel-business-travel",
    name: "Business Travel Policy",
    description:
      "Covers when to travel, approvals, booking, travel classes, accommodation, traveller wellbeing and sustainable travel choices.",
    category: "travel",
    isPublic: true,
    requiredTier: "freemium",
    previewContent:
      "Keep business travel necessary, safe and cost-effective. This policy sets out pre-trip approval, central booking, air, rail and accommodation standards, and the duty of care the company owes to every traveller.",
    content: `BUSINESS TRAVEL POLICY
Company: [Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This policy sets out how employees of [Company Name] plan, approve, book and undertake business travel. It aims to ensure that travel is necessary, safe and cost-effective, that travellers are treated consistently, and that the company can meet both its duty of care and its environmental commitments.

2. Scope

This policy applies to all employees and to contractors whose travel costs are paid by [Company Name]. It covers domestic and international travel for meetings, customer visits, conferences, training and other business purposes. Travel for relocation and travel paid for directly by customers may be subject to separate arrangements.

3. Definitions

- Business travel: a journey away from the employee's normal place of work made for a legitimate business purpose.
- Travel management provider: the agency or booking platform appointed by the company to arrange transport and accommodation.
- Approver: the manager with budget authority for the traveller's cost centre.
- Traveller: any person whose journey is covered by this policy.

4. Policy

4.1 Need to Travel

Before planning a trip, employees should consider whether the objective can be achieved through a video call or other remote means. Travel should be undertaken only where meeting in person adds clear value, such as building a new relationship, delivering hands-on work or attending an event that cannot be joined remotely.

4.2 Approval

All business travel must be approved before any booking is made. Domestic trips require approval from the traveller's manager. International trips, trips lasting more than five working days, and any trip with an estimated total cost above the threshold set by [Department] require additional approval from a department head. Approval is requested through the travel request form, which should state the purpose, dates, destination and estimated cost of the trip.

4.3 Booking

Travel and accommodation must be booked through the travel management provider unless an exception has been approved. Booking centrally allows the company to apply negotiated rates, locate travellers in an emergency and report accurately on spending. Trips should be booked at least 14 days in advance where possible to secure lower fares.

4.4 Air Travel

Employees should choose the lowest logical fare, which is the most economical option that reasonably fits the business schedule, taking into account connection times and total journey length. Economy class is standard for all flights. Premium economy may be approved for flights longer than six hours, and business class only in exceptional cases with prior approval from an executive. Travellers may keep loyalty points they earn, but the prospect of points must not influence the choice of airline or fare.

4.5 Rail and Ground Transport

Rail is preferred over air for journeys where the total door-to-door travel time is comparable, typically under four hours. Standard class is the default. Taxis and ride-hailing services may be used when public transport is impractical, unsafe or not cost-effective, or when carrying heavy equipment. Car hire should be limited to an intermediate or smaller vehicle unless more space is needed for passengers or equipment.

4.6 Accommodation

Travellers should stay in mid-range business hotels at or below the nightly rate limits published for each destination. Preferred hotels negotiated by the company should be used where available. Stays in short-term rental properties require approval and must meet the company's safety criteria.

4.7 Combining Business and Personal Travel

Employees may extend a business trip for personal reasons provided the extension does not increase the cost to the company, is approved in advance and is recorded on the travel request. Any additional costs, including accommodation and insurance for personal days, are the traveller's own responsibility.

5. Traveller Safety and Wellbeing

[Company Name] has a duty of care towards employees while they travel. Travellers must keep their itinerary up to date with the travel management provider, carry the company's emergency contact details and follow any travel advice issued by the company. Employees should not be expected to drive long distances after a long-haul flight or an unusually long working day, and managers should allow reasonable rest time when planning schedules. Any incident, illness or injury during travel should be reported to the traveller's manager and to [Department] as soon as possible.

6. Sustainability

The company aims to reduce the environmental impact of its travel. Employees are encouraged to combine several meetings into a single trip, choose direct flights and rail options where practical, and use public transport at their destination.

7. Responsibilities

Travellers are responsible for planning trips sensibly, following this policy and submitting accurate expense claims. Approvers are responsible for confirming the business need and for checking that costs are reasonable. [Department] is responsible for managing the travel management provider, publishing rate limits and approval thresholds, and monitoring compliance with this policy.

8. Compliance

Costs incurred outside this policy without approval may not be reimbursed. Repeated or deliberate non-compliance may result in the loss of travel privileges or in disciplinary action.

9. Review

[Department] will review this policy annually and whenever significant changes to travel risks, suppliers or costs make an update necessary. Questions about this policy should be directed to [Department].`,
  },
  {
    slug: "travel-expense-reimbursement",
    name: "Travel Expense Reimbursement Policy",
    description:
      "Defines which travel costs are reimbursed, meal and hotel limits, receipts, currency conversion, claim deadlines and approval.",
    category: "travel",
    isPublic: true,
    requiredTier: "per_document",
    previewContent:
      "Make expense claims simple, fair and audit-ready. This policy lists reimbursable transport, hotel and meal costs, sets default daily limits, and explains receipts, foreign currency, advances and the claim deadline.",
    content: `TRAVEL EXPENSE REIMBURSEMENT POLICY
Company: [Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This policy explains which travel-related expenses [Company Name] will reimburse, the limits that apply, and how to submit a claim. It ensures that employees are not out of pocket for legitimate business costs, that company funds are spent responsibly, and that expense records meet tax and audit requirements.

2. Scope

This policy applies to all employees and approved contractors who incur expenses while travelling on company business. It should be read together with the Business Travel Policy, which governs the approval and booking of trips.

3. Definitions

- Reimbursable expense: a reasonable, necessary cost incurred wholly for business purposes during approved travel.
- Per diem: a fixed daily allowance for meals and incidental costs, paid instead of reimbursing individual receipts.
- Corporate card: a payment card issued by the company in the employee's name for business expenses.
- Claim: a request for reimbursement submitted through the company expense system.

4. Policy

4.1 General Principles

Employees should spend company money as carefully as they would spend their own. Expenses must relate to approved business travel, must be reasonable for the location, and must be supported by itemised receipts. Where a corporate card has been issued, it should be used for business travel expenses wherever it is accepted.

4.2 Transport

The following transport costs are reimbursable when they are incurred in line with the Business Travel Policy.

- Air and rail fares booked through the travel management provider or, with approval, booked directly.
- Taxis, ride-hailing services and public transport to and from airports, stations, hotels and business meetings.
- Car hire, fuel for hired vehicles, tolls and parking.
- Mileage for the use of a personal vehicle, at the rate set out in the Company Vehicle and Mileage Policy.

4.3 Accommodation

Hotel room charges are reimbursed up to the nightly limit for the destination, plus applicable taxes. Reasonable costs for internet access, and for laundry on trips of more than four nights, are also covered. In-room entertainment, minibar items and spa services are not reimbursable.

4.4 Meals and Incidentals

Meals may be claimed either as actual costs with receipts or through the per diem allowance, according to the method chosen by [Department] for each destination. As a guide, the default daily limits for domestic travel are €20 for breakfast, €30 for lunch and €50 for dinner, including tips. Alcohol is reimbursed only with a meal and in moderation. Meals provided as part of a conference fee or flight must not also be claimed.

4.5 Business Entertainment

Meals or hospitality provided to customers or partners must have a clear business purpose and must be recorded with the names and organisations of all attendees. Entertainment costs above the limits in this policy require prior approval from a department head.

4.6 Non-Reimbursable Expenses

Some costs will not be reimbursed under any circumstances. These include the items listed below.

- Fines for traffic or parking offences, and cancellation penalties caused by personal choices.
- Personal travel insurance where company cover already applies.
- Personal items such as clothing, toiletries or luggage, except where lost luggage is not covered by insurance.
- Costs for travelling companions or family members.
- Upgrades purchased without prior approval.

5. Submitting a Claim

5.1 Timing

Claims should be submitted within 30 days of the end of the trip. Claims submitted more than 90 days after the expense was incurred may be rejected, except in exceptional circumstances approved by [Department].

5.2 Receipts and Documentation

Each expense must be supported by an original itemised receipt or a clear digital image of one. Card payment slips alone are not sufficient. Where a receipt has been lost, the employee must complete a missing receipt declaration, which may be used no more than three times in a year.

5.3 Foreign Currency

Expenses incurred in a foreign currency should be claimed in the original currency. The expense system will convert them at the exchange rate applicable on the transaction date, or at the rate shown on the employee's card statement where that can be evidenced.

5.4 Approval and Payment

Claims are approved by the employee's manager, who must check that each item is reasonable and compliant. Approved claims are paid through payroll or bank transfer in the next regular payment cycle. Managers may not approve their own claims, or claims that include expenses they shared in.

6. Advances

Cash advances may be issued for trips to locations where card payment is not widely accepted. Advances must be requested at least 10 working days before travel and reconciled within 14 days of return, with any unspent balance repaid to the company.

7. Responsibilities

Employees are responsible for keeping receipts, submitting accurate and timely claims and repaying any amounts paid to them in error. Managers are responsible for reviewing claims carefully before approval. [Department] is responsible for auditing a sample of claims each quarter, publishing per diem rates and limits, and advising on tax treatment.

8. Compliance

Submitting a false, inflated or duplicate claim is a serious breach of trust and will be treated as misconduct, which may result in dismissal and the recovery of the amounts involved. Unintentional errors will be corrected and, where necessary, recovered from future payments.

9. Review

This policy will be reviewed annually by [Department], alongside updates to per diem rates and accommodation limits. Questions about a specific expense should be raised with [Department] before the cost is incurred.`,
  },
  {
    slug: "travel-international-safety",
    name: "International Travel and Traveller Safety Policy",
    description:
      "Adds approvals, risk ratings, visas, insurance, device security, tracking and emergency response for employees travelling abroad.",
    category: "travel",
    isPublic: false,
    requiredTier: "enterprise",
    previewContent:
      "Protect employees who travel abroad. This policy introduces destination risk ratings, extra approvals for high-risk trips, visa and health preparation, device security at borders, itinerary tracking and a clear emergency response process.",
    content: `INTERNATIONAL TRAVEL AND TRAVELLER SAFETY POLICY
Company: [Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This policy sets out the additional requirements that apply when employees of [Company Name] travel abroad on company business. It aims to protect the health, safety and security of travellers, to ensure compliance with immigration, tax and export rules, and to make sure the company can locate and assist travellers quickly in an emergency.

2. Scope

This policy applies to every employee and contractor travelling outside their country of normal residence on company business, including trips that combine business and personal travel. It supplements the Business Travel Policy and the Travel Expense Reimbursement Policy, which continue to apply in full.

3. Definitions

- Destination risk rating: the rating of low, medium, high or extreme assigned to a country or city by the company's security adviser.
- High-risk destination: any location rated high or extreme, or subject to a government advisory against all but essential travel.
- Security adviser: the internal team or external provider appointed by [Department] to assess travel risk and provide emergency assistance.
- Emergency contact: the person a traveller nominates to be contacted in the event of an incident.

4. Policy

4.1 Pre-Travel Approval

International trips must be approved by a department head before booking. Travel to a high-risk destination also requires a written risk assessment prepared with the security adviser and approval from an executive. Travel to destinations rated extreme will be approved only where the business need is critical and suitable protective measures are in place.

4.2 Passports, Visas and Work Permits

Travellers are responsible for holding a passport that is valid for at least six months beyond their return date and for obtaining the correct visa for the purpose of their visit. Some activities, such as delivering services to a customer, may require a work permit even for short visits. Travellers must consult [Department] before applying, and must never enter a country on a visa that does not match the true purpose of the trip.

4.3 Health Preparation

Travellers should seek medical advice at least six weeks before travelling to destinations with known health risks, and the company will reimburse the cost of required vaccinations and preventive medication. Travellers with medical conditions should carry sufficient medication in its original packaging, together with a copy of their prescription.

4.4 Insurance

All international business travel is covered by the company travel insurance policy, which includes medical treatment, emergency evacuation and personal liability. Travellers must carry the insurance card and assistance telephone number at all times. Personal days added to a business trip may not be covered, so travellers should check the position in advance.

4.5 Itinerary Tracking

Travellers must book through the travel management provider so that their itinerary is recorded in the company's traveller tracking system. Any change to flights, hotels or destinations must be updated promptly. Travellers visiting high-risk destinations must check in with their manager or the security adviser at agreed intervals.

4.6 Data and Device Security

Some countries inspect or copy electronic devices at the border. Travellers should carry only the data they need, ensure that devices are encrypted, and use a temporary loan device where the security adviser recommends it. Company equipment must not be left unattended, and any device that is inspected, lost or stolen must be reported immediately.

4.7 Export Controls and Sanctions

Certain technology, software and information may be subject to export controls, and some countries, organisations and individuals are subject to sanctions. Travellers must check with [Department] before taking controlled items abroad or meeting parties located in sanctioned countries.

5. Personal Safety Guidance

Travellers should follow these practical measures throughout every international trip.

- Review the destination briefing before departure and respect local laws and customs.
- Use licensed taxis or pre-booked transport, particularly when arriving at night.
- Keep a low profile and avoid displaying valuables or company branding in higher-risk areas.
- Avoid demonstrations, large gatherings and areas identified as unsafe.
- Keep copies of passport and travel documents separate from the originals.

6. Incidents and Emergencies

In a medical, security or other emergency, travellers should first make themselves safe, then contact the insurance assistance line and their manager. In the event of a natural disaster, civil unrest or other major event at a destination, [Company Name] will attempt to contact all travellers in the affected area and may arrange evacuation. Travellers must respond to welfare checks as soon as they are able. The company may also restrict or suspend travel to a destination at short notice, and travellers must follow those instructions.

7. Responsibilities

Travellers are responsible for preparing properly, following this policy and the advice of the security adviser, and keeping their itinerary and emergency contacts current. Managers are responsible for confirming the business need, ensuring risk assessments are completed and checking on travellers during high-risk trips. [Department] is responsible for managing the security adviser and insurance arrangements, maintaining destination risk ratings and coordinating the response to incidents.

8. Compliance

Travel undertaken without the approvals required by this policy may not be covered by company insurance or reimbursed. Serious or repeated breaches, particularly those that put the traveller or others at risk, may lead to disciplinary action.

9. Review

[Department] will review this policy annually and after any significant incident involving a traveller. Destination risk ratings are reviewed continuously and published separately.`,
  },
  {
    slug: "travel-company-vehicle-mileage",
    name: "Company Vehicle and Mileage Policy",
    description:
      "Sets rules for driving on company business: eligibility, vehicle care, mileage claims, safe driving, accidents and fines.",
    category: "travel",
    isPublic: false,
    requiredTier: "per_document",
    previewContent:
      "Clear rules for anyone who drives for work. This policy covers licence checks, company and pool vehicles, private cars used for business, mileage reimbursement, safe driving standards and what to do after an accident.",
    content: `COMPANY VEHICLE AND MILEAGE POLICY
Company: [Company Name]
Effective Date: [Effective Date]
Policy Owner: [Department]

1. Purpose

This policy sets out the rules for employees of [Company Name] who drive on company business, whether in a company-provided vehicle, a hire car or their own private vehicle. It aims to keep drivers and other road users safe, to control the cost of business driving, and to ensure that mileage claims are accurate and comply with tax rules.

2. Scope

This policy applies to all employees who drive any vehicle for business purposes, including pool cars, allocated company vehicles and private vehicles used for business journeys. Commuting between home and the normal place of work is not business travel and is not covered by this policy.

3. Definitions

- Company vehicle: a vehicle owned or leased by [Company Name] and allocated to an individual employee.
- Pool vehicle: a company vehicle available for booking by authorised employees for specific journeys.
- Private vehicle: a vehicle owned or leased by the employee and used for business journeys with approval.
- Business mileage: distance driven for a business purpose, excluding the normal commute.
- Fleet administrator: the person in [Department] responsible for managing company vehicles.

4. Driver Eligibility

4.1 Licence Requirements

Employees may drive on company business only if they hold a full, valid driving licence for the vehicle category concerned. Drivers must allow the fleet administrator to check their licence on joining and at least once a year thereafter, and must report any endorsement, disqualification or medical condition that could affect their ability to drive safely within five working days.

4.2 Private Vehicles

Employees using their own vehicle for business must ensure that it is roadworthy, legally registered and insured for business use. Evidence of insurance and, where applicable, a current roadworthiness certificate must be provided to the fleet administrator each year before any mileage is claimed.

5. Company and Pool Vehicles

5.1 Allocation

Company vehicles are allocated according to role requirements and the approved vehicle list maintained by [Department]. Where a choice is available, preference will be given to low-emission and electric vehicles.

5.2 Care and Maintenance

Drivers must keep vehicles clean, secure and in good condition, carry out basic weekly checks of tyres, lights and fluid levels, and make sure servicing takes place on schedule. Faults must be reported promptly, and vehicles must not be driven if they are unsafe.

5.3 Personal Use

Limited personal use of an allocated company vehicle may be permitted where this is stated in the employee's vehicle agreement, and such use may create a taxable benefit. Pool vehicles must not be used for personal journeys. Company vehicles may be driven only by the employee and by other named drivers approved by the fleet administrator.

5.4 Fuel and Charging

Fuel and charging costs for business journeys should be paid using the company fuel card where one has been issued. Fuel cards must not be used for private vehicles or for purchases other than fuel and charging.

6. Mileage Reimbursement

Employees who use a private vehicle for approved business journeys may claim mileage at the rate per kilometre or mile published by [Department], which reflects fuel, wear and running costs. The claim should cover the shortest practical route and must record the date, start and end points, purpose and distance of each journey. Where a journey starts or ends at home, the normal commuting distance must be deducted. An additional passenger rate may be claimed for each colleague carried on the same business journey. Mileage claims are submitted through the expense system and approved in the same way as other travel expenses.

7. Safe Driving

Drivers must comply with all traffic laws and follow these safety rules at all times.

- Do not use a hand-held phone while driving, and make calls only through a hands-free system when it is safe to do so.
- Never drive under the influence of alcohol, drugs or medication that may cause drowsiness.
- Plan journeys to include a break of at least 15 minutes every two hours.
- Do not drive when tired, and arrange overnight accommodation if completing a journey would be unsafe.
- Ensure that all passengers wear seatbelts.

8. Accidents, Fines and Damage

Any accident involving a vehicle used on company business must be reported to the fleet administrator within 24 hours, with details of the location, other parties, witnesses and any injuries. Drivers must never admit liability at the scene. Traffic and parking fines are the personal responsibility of the driver and will not be reimbursed. The cost of damage caused by negligence or unauthorised use may be recovered from the employee where the law allows.

9. Responsibilities

Drivers are responsible for driving safely, looking after vehicles and submitting accurate records. Managers are responsible for ensuring that only eligible employees drive for work and that schedules allow safe journey times. [Department] is responsible for managing the fleet, carrying out licence checks, setting mileage rates and reviewing compliance.

10. Review

This policy applies from [Effective Date] and will be reviewed annually by [Department], or sooner if legislation or tax rates change.`,
  },
];
