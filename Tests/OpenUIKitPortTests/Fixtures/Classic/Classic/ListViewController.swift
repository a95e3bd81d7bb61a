import UIKit
import os.log

class ListViewController: UITableViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var starViews: [StarView]!
    var items = ["One", "Two"]

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: UIApplication.didBecomeActiveNotification, object: nil)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add(_:)))
        os_log("loaded", log: OSLog.default, type: .debug)
    }

    @objc func reload() {
        tableView.reloadData()
    }

    @objc
    func add(_ sender: UIBarButtonItem) {
        items.append("More")
    }

    @IBAction func done() {}

    @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
}

extension ListViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
}
