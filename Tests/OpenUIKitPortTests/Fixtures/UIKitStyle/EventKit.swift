import EventKit
import UIKit

/// A reminders list kept in the system's reminders, as task apps write it: ask for access,
/// read the incomplete reminders, save edits with an alarm at the due date, refresh on change.
class RemindersListViewController: UITableViewController {
    let eventStore = EKEventStore()
    var reminders: [EKReminder] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = NotificationCenter.default.addObserver(forName: .EKEventStoreChanged, object: eventStore, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.reload() }
        }
        Task { await requestAccess() }
    }

    func requestAccess() async {
        switch EKEventStore.authorizationStatus(for: .reminder) {
        case .fullAccess:
            reload()
        case .notDetermined:
            do {
                if try await eventStore.requestFullAccessToReminders() { reload() }
            } catch {
                print(error.localizedDescription)
            }
        case .denied, .restricted, .writeOnly:
            print("No access to reminders")
        @unknown default:
            break
        }
    }

    func reload() {
        let predicate = eventStore.predicateForIncompleteReminders(
            withDueDateStarting: nil, ending: nil, calendars: eventStore.calendars(for: .reminder))
        eventStore.fetchReminders(matching: predicate) { reminders in
            DispatchQueue.main.async {
                self.reminders = reminders ?? []
                self.tableView.reloadData()
            }
        }
    }

    func save(title: String, dueDate: Date, notes: String?) {
        let reminder = EKReminder(eventStore: eventStore)
        reminder.title = title
        reminder.notes = notes
        reminder.priority = Int(EKReminderPriority.medium.rawValue)
        reminder.calendar = eventStore.defaultCalendarForNewReminders()
        reminder.dueDateComponents = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: dueDate)
        reminder.alarms?.forEach { alarm in
            if alarm.absoluteDate != dueDate { reminder.removeAlarm(alarm) }
        }
        if !reminder.hasAlarms {
            reminder.addAlarm(EKAlarm(absoluteDate: dueDate))
        }
        do {
            try eventStore.save(reminder, commit: true)
        } catch EKError.noCalendar {
            print("No reminders list")
        } catch {
            print("Could not save: \(error)")
        }
    }

    func complete(_ reminder: EKReminder) {
        reminder.isCompleted = true
        try? eventStore.save(reminder, commit: false)
        try? eventStore.commit()
    }

    func addMeeting(at start: Date) {
        eventStore.requestFullAccessToEvents { granted, _ in
            guard granted else { return }
            let event = EKEvent(eventStore: self.eventStore)
            event.title = "Planning"
            event.startDate = start
            event.endDate = start.addingTimeInterval(3600)
            event.calendar = self.eventStore.defaultCalendarForNewEvents
            event.addAlarm(EKAlarm(relativeOffset: -600))
            try? self.eventStore.save(event, span: .thisEvent, commit: true)
            let day = self.eventStore.predicateForEvents(withStart: start, end: start.addingTimeInterval(86_400), calendars: nil)
            print(self.eventStore.events(matching: day).map { $0.title ?? "" })
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        reminders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Reminder") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Reminder")
        let reminder = reminders[indexPath.row]
        cell.textLabel?.text = reminder.title
        cell.detailTextLabel?.text = reminder.alarms?.first?.absoluteDate?.description
        return cell
    }
}
