import type { BlogPost } from '@/lib/cms/types'

const UPDATED_AT = '2025-06-01T00:00:00.000Z'

export const defaultPosts: BlogPost[] = [
  {
    id: 'why-aluminium-for-a-power-catamaran',
    slug: 'why-aluminium-for-a-power-catamaran',
    title: 'Why Aluminium? The Case for a Metal Catamaran',
    category: 'Engineering',
    featured_image: '/art/journal-1.webp',
    focus: {},
    featured_image_alt: 'Welded aluminium hull plating of a catamaran under construction, lit by the workshop lights',
    published_date: '2025-05-20',
    read_time: 4,
    excerpt: `<p>Most production catamarans are moulded in fibreglass. We chose to weld the WAMA 42 from marine-grade aluminium. Here is why, and what it takes to do it properly.</p>`,
    content: `<p>When we began drawing the WAMA 42, the first decision was not the layout or the styling. It was the material. A 42-foot power catamaran with a 21.5 ft beam is a large, wide structure that has to carry its weight on two slender hulls joined by a bridge deck, and that bridge deck is slammed, twisted and loaded every time the boat meets a sea. We wanted a structure that would stay stiff and quiet for decades. That led us to aluminium.</p>
<h2>Strength where it matters, lightness everywhere else</h2>
<p>Marine-grade aluminium such as 5083 combines a high strength-to-weight ratio with excellent resistance to seawater. Welded into a grid of frames, stringers and plating, it gives a catamaran a bridge deck that does not flex and hulls that do not work against each other. Because the structure is light, the boat needs less power to reach the same speed, which is why twin outboards can carry the WAMA 42 to 28 knots and cruise her economically at 22.</p>
<h2>A hull that forgives</h2>
<p>Every owner hopes never to touch a rock, a container or a half-submerged log. If it happens, the material matters. Aluminium tends to deform rather than crack: a hard impact usually leaves a dent, not a breach or a hidden delamination. It does not absorb water, so there is no osmosis and no blistering to treat. And if a repair is ever needed, a competent welder in almost any port can restore the structure to its original strength.</p>
<blockquote><p>You feel the difference the first time a steep sea lands on the bow. The boat does not shudder; it simply carries on.</p></blockquote>
<h2>Doing aluminium properly</h2>
<p>Aluminium rewards care and punishes shortcuts. The yards that give it a bad name are usually those that treat it like steel. In Megrine we follow a few rules without exception:</p>
<ul>
<li><strong>Clean welding.</strong> Aluminium is cut and welded in its own hall, away from steel dust that would contaminate the welds. Our welders are certified and every critical weld is recorded in the build file.</li>
<li><strong>Galvanic discipline.</strong> Where stainless steel fittings meet the hull they are isolated with insulating pads and sleeves. Sacrificial anodes protect the underwater metal, and the shore power connection runs through a galvanic isolator.</li>
<li><strong>An insulated electrical system.</strong> The DC system uses insulated returns, so the hull never carries current. Stray current is the real enemy of a metal boat; good wiring keeps it away.</li>
<li><strong>Comfort engineering.</strong> Metal conducts heat and sound. Hull sides and the saloon roof are insulated with fire-retardant panels, and the saloon sole is acoustically isolated from the structure, so the boat feels as calm as she looks.</li>
</ul>
<h2>A material with a second life</h2>
<p>Aluminium can be recycled again and again without losing its properties, and recycling it takes a fraction of the energy needed to produce it in the first place. Offcuts from our cutting table are sorted and sent for recycling, and at the very end of her life a WAMA 42 remains a valuable block of metal rather than a problem for the next generation.</p>
<h2>Why not composite, then?</h2>
<p>We are not dogmatic. Our WAMA 26 monohull is built in vacuum-infused composite, because at 26 feet the advantages of a moulded, ultra-light laminate win. At 42 feet on two hulls, the balance shifts: aluminium gives us the stiffness, durability and repairability we want for a yacht that will spend long seasons far from her home port. Choosing the material for the boat, rather than the boat for the material, is the reason we work both under one roof.</p>
<p>If you would like to see the difference for yourself, the best place is our welding hall. Owners are welcome to visit the yard, watch a hull take shape and run a hand along the seams of the boat that will one day be theirs.</p>`,
    author: 'WAMA Engineering',
    tags: 'aluminium, catamaran, WAMA 42, construction, engineering',
    featured: true,
    seo: {
      title: 'Why Aluminium? The Case for a Metal Catamaran | WAMA Journal',
      description:
        'Why the WAMA 42 power catamaran is welded from marine-grade aluminium: strength, lightness, impact tolerance, no osmosis, repairability, and how we prevent corrosion.',
      image: '',
    },
    updated_at: UPDATED_AT,
  },
  {
    id: 'a-week-on-the-tunisian-coast',
    slug: 'a-week-on-the-tunisian-coast',
    title: 'Seven Days on the Tunisian Coast',
    category: 'Lifestyle',
    featured_image: '/art/journal-2.webp',
    focus: {},
    featured_image_alt: 'A catamaran at anchor off a white-washed Mediterranean village in the late afternoon',
    published_date: '2025-05-06',
    read_time: 3,
    excerpt: `<p>From the blue doors of Sidi Bou Said to the cliffs of Cap Bon and the marinas of the Sahel, a week-long itinerary for a WAMA 42 that starts a few miles from our yard.</p>`,
    content: `<p>Owners often ask us where they should take their yacht first. Our answer surprises people who know the Mediterranean only from its northern shore: start here. The Tunisian coast offers clear water, quiet anchorages, long sandy bays and some of the most atmospheric harbours in the sea, and it begins a short run from the yard where your boat was built. This is the week we would plan for a WAMA 42 in late spring or early autumn, when the water is warm and the harbours are calm.</p>
<h2>Day 1: Sidi Bou Said</h2>
<p>Take delivery, load provisions and spend the first evening in the marina below Sidi Bou Said. Walk up through the white and blue village at sunset and look back over the Gulf of Tunis, across the water you will be crossing tomorrow. Dinner ashore, an early night aboard.</p>
<h2>Days 2 and 3: Cap Bon</h2>
<p>Cross the gulf towards the tip of Cap Bon, where the mountains drop straight into the sea. Anchor beneath the cliffs near El Haouaria, where the ancient quarries cut into the rock can be explored by tender. The islands of Zembra and Zembretta lie offshore; they are a protected national park, so admire them from the water, with binoculars for the seabirds. The next day, run down the eastern side of the cape to Kelibia, where a great fortress watches over the harbour and the beaches of El Mansourah are among the clearest on the coast.</p>
<blockquote><p>A shallow-draft catamaran changes the way you cruise. You anchor where the water turns turquoise, not where the chart says the big yachts must stop.</p></blockquote>
<h2>Day 4: a day for the sea</h2>
<p>Leave the day open. If the weather is settled and the crew is keen, the Italian island of Pantelleria lies within a morning's run of Kelibia at the WAMA 42's cruising speed; plan the crossing with the proper border formalities in both countries. Otherwise, drift south along the coast, stopping wherever a sandy bay appears empty. With a 0.90 m draft you can bring the boat close to the beach and swim straight off the platform.</p>
<h2>Day 5: Hammamet</h2>
<p>The Gulf of Hammamet opens into long, gently shelving beaches. Tie up at Yasmine Hammamet for fuel, water and a night in a lively marina, or stay at anchor off the old medina and take the tender ashore for dinner under the walls.</p>
<h2>Days 6 and 7: the Sahel</h2>
<p>Continue south to Monastir, whose marina sits beneath the honey-coloured ribat, one of the oldest fortresses of the Islamic world. From there, Mahdia and its fishing harbour are an easy hop. Spend the last day swimming and making plans for the next cruise, perhaps south to the shallow banks of the Kerkennah Islands, where a catamaran's draft is an advantage and the traditional palm-frond fish traps still stripe the water.</p>
<h2>Practical notes</h2>
<ul>
<li><strong>Season:</strong> May to June and September to October offer warm water, mild heat and quiet harbours.</li>
<li><strong>Weather:</strong> afternoon sea breezes are the rule in summer. Plan longer passages for the calmer mornings.</li>
<li><strong>Fuel and water:</strong> the marinas of Sidi Bou Said, Yasmine Hammamet and Monastir offer both. With 1,600 litres of fuel on board, a WAMA 42 has range to spare.</li>
<li><strong>Local knowledge:</strong> our concierge team can arrange berths, provisioning and a skipper for the first days, around the clock.</li>
</ul>
<p>However far you go afterwards, there is something fitting about a first cruise on the coast where your yacht was born. And if anything needs attention, the yard is never more than a day away.</p>`,
    author: 'WAMA Editorial',
    tags: 'cruising, Tunisia, itinerary, Mediterranean, WAMA 42',
    featured: true,
    seo: {
      title: 'Seven Days on the Tunisian Coast: a WAMA 42 Itinerary | WAMA Journal',
      description:
        'A week-long catamaran itinerary from Sidi Bou Said to Cap Bon, Kelibia, Hammamet and Monastir, with practical notes on season, weather, fuel and berths.',
      image: '',
    },
    updated_at: UPDATED_AT,
  },
  {
    id: 'designing-the-wama-26-wake-surf-edition',
    slug: 'designing-the-wama-26-wake-surf-edition',
    title: 'Making Waves: Designing the WAMA 26 Wake-Surf Edition',
    category: 'Design',
    featured_image: '/art/journal-3.webp',
    focus: {},
    featured_image_alt: 'A surfer riding the clean wake of a monohull on flat, sunlit water',
    published_date: '2025-04-22',
    read_time: 3,
    excerpt: `<p>A 42-knot sport boat that can also shape a surfable wave sounds like a contradiction. Here is how ballast, a forward-facing drive and a few centimetres of carbon fibre resolved it.</p>`,
    content: `<p>Wake surfing is one of the simplest pleasures on the water: a boat moving slowly, a board, and a wave that never ends. It is also one of the hardest things to design a boat for. Dedicated wake boats are heavy, flat-bottomed and slow by nature. The WAMA 26 is a light, deep-V sport monohull built to run at 42 knots. Making one hull do both took us the better part of a year.</p>
<h2>How a boat makes a wave</h2>
<p>Any hull moving through the water pushes it aside. At surfing speed, around ten knots, the water that was displaced rushes back into the hole behind the transom and meets in a rising crest. The more water the boat displaces, the bigger the wave. Shift the weight to one side and the wave on that side grows steeper and cleaner. A surfable wake is therefore a matter of three things: how much the boat weighs, where that weight sits, and how cleanly the water leaves the hull.</p>
<h2>Ballast, built in</h2>
<p>Our answer to weight is water. The wake-surf edition carries integrated ballast tanks, laminated into the structure low and aft on both sides during infusion rather than bolted in afterwards. Filled, they add several hundred kilograms where the wave needs them; emptied, the boat returns to her light sport trim for the run home. Because the tanks are part of the structure, the loads they create are carried by the hull, not by a floor or a locker lid.</p>
<blockquote><p>We wanted a boat that could carry the family to the reef at forty knots and still give the teenagers the best wave of their summer.</p></blockquote>
<h2>Why forward drive</h2>
<p>The most important decision was the propulsion. A surfer rides a few metres behind the transom, exactly where the propellers of an outboard or a sterndrive turn. We do not consider that acceptable. The Volvo Penta Forward Drive places its propellers under the hull, facing forward and well ahead of the swim platform, so the water behind the boat is clear of moving parts. It also delivers thrust in the clean water beneath the hull, which helps shape a smoother wave face.</p>
<h2>The details that make a surf boat</h2>
<ul>
<li><strong>Carbon fold-down platforms</strong> widen the stern for boarding and stowing boards, then fold away for the run at speed.</li>
<li><strong>A carbon roll bar</strong> provides a high tow point for wakeboarding and racks that keep boards out of the cockpit.</li>
<li><strong>Sound on deck</strong>: the optional stereo has speakers on the roll bar pointed aft, so the rider hears the music too.</li>
<li><strong>Trim for the wave</strong>: ballast and trim are adjusted from the helm, so the driver can shape the wave without leaving the seat.</li>
</ul>
<h2>Surfing safely</h2>
<p>A good surf boat is also a safe one. Riders enter and leave the water with the engine in neutral or off, and nobody rides or hangs on the platform while the boat is under way. Engine exhaust gathers close to the transom at low speed, so riders keep their distance from it. We walk every owner through these rules, along with the ballast and trim controls, during the handover sea trial.</p>
<p>The result is a boat with two personalities. In the morning she is a fast, dry sport monohull that covers the miles to the best water. At noon, with the tanks full and the platforms down, she builds a wave you can ride for as long as your legs allow.</p>`,
    author: 'WAMA Design Studio',
    tags: 'wake surf, WAMA 26, design, forward drive, watersports',
    featured: true,
    seo: {
      title: 'Making Waves: Designing the WAMA 26 Wake-Surf Edition | WAMA Journal',
      description:
        'How integrated water ballast, a Volvo Penta Forward Drive, carbon fold-down platforms and a carbon roll bar turned the 42-knot WAMA 26 into a wake-surf boat.',
      image: '',
    },
    updated_at: UPDATED_AT,
  },
  {
    id: 'vacuum-infusion-explained',
    slug: 'vacuum-infusion-explained',
    title: 'Under Vacuum: How the WAMA 26 Hull Is Made',
    category: 'Engineering',
    featured_image: '/art/journal-4.webp',
    focus: {},
    featured_image_alt: 'Layers of glass fabric and foam core sealed under a vacuum bag in a hull mould',
    published_date: '2025-04-08',
    read_time: 3,
    excerpt: `<p>Vacuum infusion produces a lighter, stronger and more consistent laminate than traditional hand lay-up. We follow a WAMA 26 hull from the empty mould to the moment it is released.</p>`,
    content: `<p>Most small boats are still built by hand lay-up: glass fabric placed in the mould and wetted out with resin by brush and roller, layer after layer. It is a proven method, but the result depends heavily on the laminator's hand, and it tends to leave more resin in the laminate than the structure needs. The WAMA 26 is built differently. Her hull and deck are vacuum-infused, and the process explains much of what you feel when you drive her.</p>
<h2>Step one: the mould and the skin</h2>
<p>Everything begins with a polished mould. It is waxed and released, then sprayed with gelcoat in the colour of the hull. Behind the gelcoat, our laminators apply a thin skin coat of vinylester resin and fine glass by hand. This skin is the hull's barrier against water absorption, the cause of osmotic blistering, and it is the only part of the laminate that sees a brush.</p>
<h2>Step two: the dry stack</h2>
<p>Next, the structural laminate goes in dry. Stitched biaxial and quadriaxial glass fabrics are cut to templates and placed according to the laminate schedule, with extra layers where loads concentrate: the keel, the chines, the transom and the engine mounts. In the hull sides and deck, a closed-cell foam core separates two glass skins, creating a sandwich that is far stiffer than solid glass for the same weight. The core is grooved and perforated so that resin can flow through it.</p>
<h2>Step three: sealing and drawing the vacuum</h2>
<p>Over the dry stack go a peel ply, a flow mesh, a network of resin feed lines and vacuum lines, and finally a bag sealed to the mould flange. A pump then draws the air out. Before any resin is mixed, the bag is tested: the pump is isolated and the vacuum gauge must hold steady. A leak found now costs minutes; a leak found during infusion can cost a hull.</p>
<blockquote><p>The vacuum does the work that a roller can only approximate: it presses every layer together with the full weight of the atmosphere.</p></blockquote>
<h2>Step four: the infusion</h2>
<p>With the vacuum holding, the feed lines are opened and resin is drawn into the laminate. It moves across the mould as a visible front, darkening the dry glass as it goes, guided by the flow mesh and the grooves in the core. The laminators watch the front and open or close lines to keep it even. Once the stack is fully wetted, the feeds are closed and the laminate cures under vacuum.</p>
<h2>What the owner gains</h2>
<ul>
<li><strong>Lightness:</strong> infused laminates carry a much higher proportion of glass to resin than hand lay-up, so the same strength weighs less. On a 26-foot sport boat, lost weight is found again as speed, efficiency and agility.</li>
<li><strong>Stiffness:</strong> fewer voids and a perfectly bonded core make a hull that does not flex or drum, and stays quiet at speed.</li>
<li><strong>Consistency:</strong> every hull follows the same schedule, with the same resin quantity, so each WAMA 26 weighs and behaves like the last.</li>
<li><strong>Cleaner workshops:</strong> because the resin cures under a sealed bag, emissions in the workshop are far lower than with open moulding.</li>
</ul>
<h2>A record for every hull</h2>
<p>Each infusion is logged in the boat's build file: the resin batch, the workshop temperature and humidity, the vacuum level and the quantity of resin consumed against the quantity planned. It is a discipline borrowed from aerospace, and it means that years from now, anyone working on your WAMA 26 will know exactly how she was built.</p>`,
    author: 'WAMA Engineering',
    tags: 'vacuum infusion, composite, GRP, WAMA 26, construction',
    featured: false,
    seo: {
      title: 'Under Vacuum: How the WAMA 26 Hull Is Made | WAMA Journal',
      description:
        'A step-by-step look at vacuum infusion at WAMA: gelcoat and vinylester skin, dry laminate and foam core, vacuum bagging, resin infusion and the build records kept for every hull.',
      image: '',
    },
    updated_at: UPDATED_AT,
  },
  {
    id: 'a-walk-through-the-megrine-shipyard',
    slug: 'a-walk-through-the-megrine-shipyard',
    title: 'From Plate to Sea Trial: A Walk Through Our Megrine Yard',
    category: 'Shipyard',
    featured_image: '/art/journal-5.webp',
    focus: {},
    featured_image_alt: 'Inside the WAMA shipyard in Megrine, a hull on its cradle beneath the gantry crane',
    published_date: '2025-03-25',
    read_time: 3,
    excerpt: `<p>Two materials, one roof. A tour of the halls, workshops and people that turn aluminium plate and dry glass into finished WAMA yachts.</p>`,
    content: `<p>Our yard sits in the industrial zone of Megrine, just south of Tunis and a few minutes from the commercial port of Radès. From the road it looks like any other set of industrial halls. Inside, it is one of the few places in the Mediterranean where aluminium catamarans and composite monohulls are built side by side, by the same company, to the same standard. Here is the route we take when owners visit.</p>
<h2>The plate store and the cutting table</h2>
<p>The tour starts where every WAMA 42 starts: with flat sheets of 5083 marine aluminium, stored indoors and kept apart from every other metal. Parts are nested on a computer-controlled cutting table straight from the engineering files, so that each frame, bulkhead and hull plate is cut to within a fraction of a millimetre. Offcuts are sorted for recycling before they leave the hall.</p>
<h2>The welding hall</h2>
<p>Next door, the catamarans take shape upside down on their building jigs, then are turned and completed upright. The hall is reserved for aluminium; steel tools and grinding discs never enter it, because steel particles would compromise the welds and, later, the hull. Our certified welders work in pulsed MIG for structure and TIG for the visible details, and every critical seam is inspected and recorded.</p>
<h2>The composite shop</h2>
<p>Across the yard, the atmosphere changes. The composite shop is temperature-controlled and spotless, because resin chemistry depends on it. This is where WAMA 26 hulls and decks are infused in their moulds, released, trimmed and bonded together. Visitors are usually surprised by the silence: with the resin sealed under vacuum bags, there is little noise and almost no smell.</p>
<blockquote><p>Owners come for the hulls. They remember the people: the welder who signs his seams, the upholsterer who asks how you sit.</p></blockquote>
<h2>Systems, joinery and upholstery</h2>
<p>Once a hull is structurally complete it moves to the fit-out bays. Our own technicians run the wiring looms, plumbing, steering and electronics, and install and test the engines. In the joinery and upholstery workshops, furniture is built to the exact geometry of each boat, and cushions are cut and hand-stitched in the fabrics and leathers chosen by the owner. Keeping this work in-house means nothing is improvised by a subcontractor after launch.</p>
<h2>Paint, launch and sea trial</h2>
<p>Finished boats pass through the paint booth, then a final inspection against the build specification, item by item. Launch takes place nearby, and every yacht completes a full sea trial before handover: top speed and cruising speed, manoeuvring, every system under load, and a check of the bilges after a hard run. Owners are welcome aboard for it, and most are.</p>
<h2>Visiting the yard</h2>
<ul>
<li>Visits are arranged by appointment, on weekdays, with a member of our team as your guide.</li>
<li>Owners in build receive regular photo updates and are welcome at every key stage: hull turnover, engine installation, launch.</li>
<li>We are about twenty minutes from Tunis-Carthage airport, and our concierge team can arrange transfers and accommodation.</li>
</ul>
<p>There is no better way to understand a WAMA than to see one being made. Ask us for a date, and come and see where yours would be built.</p>`,
    author: 'WAMA Shipyard',
    tags: 'shipyard, Megrine, Tunisia, craftsmanship, yard visit',
    featured: false,
    seo: {
      title: 'From Plate to Sea Trial: Inside the WAMA Shipyard | WAMA Journal',
      description:
        'A guided walk through the WAMA yard in Megrine, Tunisia: aluminium cutting and welding, the composite shop, systems, joinery, upholstery, paint and sea trials.',
      image: '',
    },
    updated_at: UPDATED_AT,
  },
  {
    id: 'light-air-and-leather-the-wama-42-interior',
    slug: 'light-air-and-leather-the-wama-42-interior',
    title: 'Light, Air and Leather: Designing the WAMA 42 Interior',
    category: 'Design',
    featured_image: '/art/journal-6.webp',
    focus: {},
    featured_image_alt: 'Study of stitched leather, warm timber and brushed metal from the WAMA 42 interior',
    published_date: '2025-03-11',
    read_time: 3,
    excerpt: `<p>A catamaran interior in the Mediterranean sun has to be bright without being hot, open without feeling exposed, and beautiful without being fragile. Notes from our design studio.</p>`,
    content: `<p>The saloon of a power catamaran is a rare thing on a yacht of 42 feet: a room the full width of the boat, with windows on every side and the sea at eye level. It is also a design challenge. Glass brings in light and views, but also heat and glare. An open plan is sociable, but a boat must still be safe to move through at sea. Our brief for the WAMA 42 was to keep the generosity and solve the problems quietly.</p>
<h2>Light without heat</h2>
<p>The panoramic windows are tinted and set beneath the overhang of the hardtop, which shades them from the high summer sun while leaving the horizon in full view. Behind the headliner and the hull linings, insulation keeps the aluminium structure from radiating heat into the cabin. The result is a saloon that stays bright all day without turning into a greenhouse at anchor.</p>
<h2>A room that moves</h2>
<p>Furniture on a yacht must be beautiful at the mooring and useful at sea. Every edge of the WAMA 42 joinery is radiused, so a hip or a hand meets a curve rather than a corner. Handholds are integrated into the furniture rather than added as rails. Drawers and lockers close with positive latches, and the galley worktop has a raised lip so that nothing slides away in a beam sea.</p>
<blockquote><p>The best detail on a boat is the one you only notice when the sea gets up, and then are grateful for.</p></blockquote>
<h2>Materials that age well</h2>
<p>We choose materials for the way they will look after ten seasons, not ten days. Leather softens and takes on character with use. Solid timber can be sanded and refinished. Stainless steel fittings are brushed so that fingerprints and salt do not show. Fabrics are solution-dyed, so their colour resists sun and salt, and cushions are made with removable covers that can be washed or replaced.</p>
<ul>
<li><strong>Upholstery:</strong> hand-stitched marine leather or performance fabrics, cut and sewn in our own workshop.</li>
<li><strong>Joinery:</strong> oak or walnut, finished in satin so it feels like wood rather than plastic.</li>
<li><strong>Soles:</strong> a warm, durable floor in the saloon and cabins; Esthec on the decks outside, cool underfoot.</li>
<li><strong>Lighting:</strong> warm-white LEDs on dimmers, indirect where possible, red night lighting at the helm.</li>
</ul>
<h2>Cabins in the hulls</h2>
<p>Down the companionways, the mood changes from open to intimate. The owner's suite occupies the starboard hull, with an island berth, a desk and an en-suite bathroom, and hull windows placed at the height of your eyes when lying down, so the first thing you see in the morning is the water. Two guest cabins and a shared bathroom fill the port hull. Because the twin outboards live outside the hulls, there is no engine room beneath the beds, and nights are remarkably quiet.</p>
<h2>Your palette</h2>
<p>Every WAMA 42 interior is specified with its owner. Our design team brings physical samples of leathers, fabrics, timbers and metals to the first consultation, and builds a sample board that stays in the workshop beside the boat throughout the fit-out. What you touch on that board is exactly what you will find on board.</p>`,
    author: 'WAMA Design Studio',
    tags: 'interior design, WAMA 42, materials, leather, craftsmanship',
    featured: false,
    seo: {
      title: 'Light, Air and Leather: the WAMA 42 Interior | WAMA Journal',
      description:
        'How the WAMA 42 interior balances light and heat, safety at sea and long-lasting materials: leather, timber, Esthec and a quiet owner’s suite in the starboard hull.',
      image: '',
    },
    updated_at: UPDATED_AT,
  },
  {
    id: 'life-aboard-a-power-catamaran',
    slug: 'life-aboard-a-power-catamaran',
    title: 'Life Aboard a Power Catamaran: Space, Stability and Slow Mornings',
    category: 'Lifestyle',
    featured_image: '/art/journal-7.webp',
    focus: {},
    featured_image_alt: 'Breakfast laid out on the shaded aft deck of a catamaran in a calm bay',
    published_date: '2025-02-24',
    read_time: 3,
    excerpt: `<p>What is it really like to spend a week on two hulls? The good, the surprising and the honest trade-offs, from owners and crew who know the WAMA 42.</p>`,
    content: `<p>People who step aboard a power catamaran for the first time usually say the same thing: it feels bigger than it should. The numbers explain part of it. A 21.5 ft beam gives the WAMA 42 a deck and saloon area that a monohull would only offer at a far greater length. But the real difference shows up over a week of living aboard, in the small moments of the day.</p>
<h2>Mornings that do not roll</h2>
<p>At anchor, a monohull rolls with every passing swell and every wake from a passing tender. A catamaran, standing on two hulls set far apart, barely moves. Coffee stays in the cup, the breakfast table stays laid, and the first swim of the day begins from a platform that stays level with the water. Guests who are prone to seasickness often discover they are perfectly comfortable.</p>
<h2>Privacy, built in</h2>
<p>The layout of a catamaran separates people naturally. The owner's suite is in one hull, the guest cabins in the other, with the saloon and cockpit between them. Teenagers can stay up late in the saloon without waking anyone; the owners can rise early and read on the foredeck lounge without disturbing the guests. On a boat of this size, that separation is a luxury in itself.</p>
<blockquote><p>The best compliment we hear from owners is that their guests want to come back, and that the owners are happy to have them.</p></blockquote>
<h2>Going where others cannot</h2>
<p>With a draft of just 0.90 m, the WAMA 42 can anchor in water that deeper yachts must avoid. That means the inner corner of the bay, close to the beach, in water clear enough to see your anchor. It means sheltered lagoons and shallow island banks. And it means a short swim or paddle to shore rather than a long tender ride.</p>
<h2>Under way</h2>
<p>Two hulls slice through a short sea rather than rolling over it, and the boat stays level in turns. At 22 knots the WAMA 42 cruises comfortably and economically; at 28 she makes short work of a passage that would take a displacement yacht all day. In a marina, two widely spaced engines let the skipper turn the boat almost on her own axis, which makes berthing far less stressful than most first-time owners expect.</p>
<h2>The honest trade-offs</h2>
<p>No boat is perfect, and we would rather you heard the trade-offs from us:</p>
<ul>
<li><strong>Berths:</strong> some marinas charge more for a wide catamaran, and the widest berths can be in short supply in high season. Book ahead, or anchor; a catamaran is made for it.</li>
<li><strong>Sea state:</strong> in a steep head sea, a catamaran needs a thoughtful helmsman who adjusts speed and angle. The WAMA 42's high bridge-deck clearance helps, but seamanship still matters.</li>
<li><strong>Feel:</strong> a catamaran does not lean into turns like a sport monohull. If that feeling is what you love, the WAMA 26 may be calling.</li>
</ul>
<h2>A week, summarised</h2>
<p>Ask owners what they remember about a week aboard and they rarely mention top speed. They talk about long lunches in the shade of the cockpit, evenings on the foredeck, children swimming off the platforms, and waking to a bay that was theirs alone. That is what the WAMA 42 was designed for.</p>`,
    author: 'WAMA Editorial',
    tags: 'catamaran, lifestyle, WAMA 42, cruising, ownership',
    featured: false,
    seo: {
      title: 'Life Aboard a Power Catamaran | WAMA Journal',
      description:
        'Stability at anchor, privacy between two hulls, shallow-draft anchorages and the honest trade-offs of a power catamaran: a week aboard the WAMA 42.',
      image: '',
    },
    updated_at: UPDATED_AT,
  },
  {
    id: 'owning-a-wama-after-the-handover',
    slug: 'owning-a-wama-after-the-handover',
    title: 'Owning a WAMA: What Happens After the Handover',
    category: 'Shipyard',
    featured_image: '/art/journal-8.webp',
    focus: {},
    featured_image_alt:
      'A WAMA yacht alongside the pontoon on handover day, ready for her first sea trial with her owner',
    published_date: '2025-02-10',
    read_time: 3,
    excerpt: `<p>Delivery is the beginning of the relationship, not the end. How we hand over a new yacht, and how to care for aluminium and composite hulls season after season.</p>`,
    content: `<p>The day a yacht is handed over is the day most builders consider their work done. We see it differently. The boat you receive was built in our yard by people you have met, and they remain responsible for it long after it leaves. Here is what ownership of a WAMA looks like after the champagne.</p>
<h2>Handover day</h2>
<p>Every handover begins with a sea trial with the owner aboard. Our technicians take you through every system in turn: engines and fuel management, electrical panels and batteries, water and waste, electronics, anchoring and, on the WAMA 26 wake-surf edition, ballast and trim. Then you take the helm. We stay on board until you are comfortable manoeuvring, berthing and anchoring, however long that takes.</p>
<p>You also receive the boat's build file: the laminate or welding records, the wiring diagrams, the plumbing schematics, the equipment manuals and the final inspection report. It is the document any future technician, surveyor or buyer will want to see.</p>
<h2>The first season</h2>
<p>New boats settle. After the first weeks of use we recommend a check at the yard or by one of our technicians: fastenings and fittings are re-torqued, engines receive their first service according to the manufacturer's schedule, and any small adjustment you have noted is dealt with. Owners keep a direct line to the team that built their boat, and our concierge is available around the clock for anything from a technical question to a berth reservation.</p>
<blockquote><p>A well-built yacht asks for very little. What it does ask for, it asks for regularly.</p></blockquote>
<h2>Caring for an aluminium catamaran</h2>
<ul>
<li><strong>Anodes:</strong> check the sacrificial anodes at every haul-out and replace them before they are half consumed. They are the cheapest insurance a metal boat has.</li>
<li><strong>Antifouling:</strong> only ever use copper-free antifouling on an aluminium hull. Copper-based paints cause galvanic corrosion; we specify a compatible system and note it in the build file.</li>
<li><strong>Shore power:</strong> always connect through the boat's own lead and galvanic isolator, and be wary of marinas with unreliable earthing.</li>
<li><strong>New equipment:</strong> ask us before adding fittings below the waterline or running new circuits. On a metal boat, how a fitting is isolated matters as much as where it goes.</li>
</ul>
<h2>Caring for a composite monohull</h2>
<ul>
<li><strong>Gelcoat:</strong> rinse with fresh water after every outing and polish and wax at the start and end of each season to protect the colour.</li>
<li><strong>Esthec deck:</strong> a wash with a mild soap is all it needs; unlike teak, it is never oiled or sanded.</li>
<li><strong>Winter:</strong> store ashore or under a fitted cover, with the engine winterised, the water system drained and the batteries maintained on charge.</li>
</ul>
<h2>Coming home to the yard</h2>
<p>Many owners choose to bring their boat back to Megrine for its annual haul-out, refit or upgrades. Because we built it, we know every cable run and every laminate, which makes the work faster and the result better. And it is always a pleasure for the team to see a boat return, a few seasons older, still doing exactly what it was built to do.</p>`,
    author: 'WAMA Shipyard',
    tags: 'ownership, maintenance, aftercare, aluminium, composite',
    featured: false,
    seo: {
      title: 'Owning a WAMA: What Happens After the Handover | WAMA Journal',
      description:
        'Handover sea trials, the build file, the first-season check and how to care for an aluminium catamaran and a composite monohull: anodes, copper-free antifouling, gelcoat and Esthec.',
      image: '',
    },
    updated_at: UPDATED_AT,
  },
]
