/// Where a recipe is read: on a screen, where the page scripts scale and convert amounts,
/// convert temperatures and start timers; or on paper, which carries none of the attributes
/// only those scripts read (the whole cookbook holds every recipe again).
enum Medium: Sendable {
    case screen
    case paper
}
